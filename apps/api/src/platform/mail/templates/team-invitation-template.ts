import type { Role } from '@kabinet/contract';
import type { MailTemplate } from '../mail-content.ts';

export interface TeamInvitationMailData {
  companyName: string;
  role: Role;
  /** the invited address */
  email: string;
  /** the single-use link: the portal's /join/<token> */
  link: string;
  /** 'YYYY-MM-DD HH:mm' in Almaty */
  expiresAt: string;
  /**
   * decision 029: how the invitee gets an account — `create`: the embedded IdP lets them create one
   * from the link; `operator`: they sign in with their account at the operator's IdP (Keycloak)
   */
  account: 'create' | 'operator';
}

const ROLE_NAMES: Record<'ru' | 'en' | 'kk', Record<Role, string>> = {
  ru: {
    administrator: 'администратор',
    operator: 'оператор',
    finance: 'финансист',
    'read-only': 'только просмотр',
  },
  en: { administrator: 'administrator', operator: 'operator', finance: 'finance', 'read-only': 'read-only' },
  kk: { administrator: 'әкімші', operator: 'оператор', finance: 'қаржыгер', 'read-only': 'тек қарау' },
};

/** decision 029: an administrator invites a user to the company's portal */
export const teamInvitationTemplate: MailTemplate<TeamInvitationMailData> = {
  ru: (d) => ({
    subject: `Приглашение в корпоративный кабинет компании ${d.companyName}`,
    heading: 'Здравствуйте!',
    paragraphs: [
      `Вас пригласили в корпоративный кабинет компании ${d.companyName} с ролью «${ROLE_NAMES.ru[d.role]}».`,
      d.account === 'create'
        ? `Чтобы принять приглашение, откройте ссылку и войдите; если учётной записи у вас ещё нет, там же создайте её для ${d.email}: ${d.link}`
        : `Чтобы принять приглашение, откройте ссылку и войдите своей учётной записью оператора с адресом ${d.email}: ${d.link}`,
      `Ссылка одноразовая и действует до ${d.expiresAt}. Если вы не ждали приглашения, просто удалите письмо.`,
    ],
  }),
  en: (d) => ({
    subject: `Invitation to the corporate portal of ${d.companyName}`,
    heading: 'Hello,',
    paragraphs: [
      `You have been invited to the corporate portal of ${d.companyName} as ${ROLE_NAMES.en[d.role]}.`,
      d.account === 'create'
        ? `To accept, open the link and sign in; if you have no account yet, create one there for ${d.email}: ${d.link}`
        : `To accept, open the link and sign in with your operator account for ${d.email}: ${d.link}`,
      `The link works once, until ${d.expiresAt}. If you did not expect it, delete this message.`,
    ],
  }),
  kk: (d) => ({
    subject: `${d.companyName} компаниясының корпоративтік кабинетіне шақыру`,
    heading: 'Сәлеметсіз бе!',
    paragraphs: [
      `Сізді ${d.companyName} компаниясының корпоративтік кабинетіне «${ROLE_NAMES.kk[d.role]}» рөлімен шақырды.`,
      d.account === 'create'
        ? `Шақыруды қабылдау үшін сілтемені ашып, кіріңіз; тіркелгіңіз әлі жоқ болса, сол жерде ${d.email} үшін жасаңыз: ${d.link}`
        : `Шақыруды қабылдау үшін сілтемені ашып, ${d.email} мекенжайы бар оператор тіркелгіңізбен кіріңіз: ${d.link}`,
      `Сілтеме бір рет қолданылады және ${d.expiresAt} дейін жарамды. Шақыруды күтпесеңіз, хатты жойыңыз.`,
    ],
  }),
};
