import type { InvitationRefusal } from '../modules/team/team-invitation-link.ts';
import type { PasswordProblem } from './idp-accounts.ts';
import type { IdpLanguage } from './sign-in-texts.ts';

/** What the registration form can say is wrong (decision 029). */
export type RegistrationError =
  PasswordProblem | 'missingFields' | 'nameTooLong' | 'passwordsDiffer' | 'emailMismatch' | 'accountExists';

export interface RegistrationTexts {
  pageTitle: string;
  heading: string;
  /** {company} */
  lead: string;
  email: string;
  emailHint: string;
  firstName: string;
  lastName: string;
  password: string;
  passwordRepeat: string;
  /** the password rules, shown under the field before anything goes wrong */
  passwordRules: string;
  submit: string;
  haveAccount: string;
  signInLink: string;
  /** the sign-in page when the invited e-mail has an account already: {email}, {company} */
  signInAsInvited: string;
  errors: Record<RegistrationError, string>;
  /** the link no longer opens anything: the page says why and offers to sign in */
  refusalTitle: string;
  refusals: Record<InvitationRefusal, string>;
}

export const REGISTRATION_TEXTS: Record<IdpLanguage, RegistrationTexts> = {
  ru: {
    pageTitle: 'Регистрация — Kabinet',
    heading: 'Создайте учётную запись',
    lead: 'Вас пригласили в корпоративный кабинет компании {company}. Придумайте пароль — после этого вы сразу войдёте.',
    email: 'E-mail',
    emailHint: 'Адрес из приглашения. С ним и паролем вы будете входить в Kabinet.',
    firstName: 'Имя',
    lastName: 'Фамилия',
    password: 'Пароль',
    passwordRepeat: 'Пароль ещё раз',
    passwordRules: 'Не короче 10 символов, с буквами и цифрами, без имени из вашего e-mail.',
    submit: 'Создать и войти',
    haveAccount: 'Уже есть учётная запись?',
    signInLink: 'Войти',
    signInAsInvited:
      'Приглашение в компанию {company} отправлено на {email}. Войдите с этим e-mail (или именем пользователя) и паролем.',
    errors: {
      missingFields: 'Заполните все поля.',
      nameTooLong: 'Имя и фамилия — не длиннее 100 символов каждое.',
      passwordTooShort: 'Пароль короче 10 символов.',
      passwordTooLong: 'Пароль длиннее 128 символов.',
      passwordWeak: 'В пароле нужны и буквы, и цифры.',
      passwordHasEmail: 'Пароль не должен содержать имя из вашего e-mail.',
      passwordsDiffer: 'Пароли не совпадают.',
      emailMismatch: 'Учётную запись можно создать только для адреса из приглашения.',
      accountExists: 'Учётная запись с этим e-mail уже есть. Войдите с ней.',
    },
    refusalTitle: 'Приглашение недействительно',
    refusals: {
      team_invitation_not_found: 'Такого приглашения нет. Проверьте ссылку из письма.',
      team_invitation_used: 'Это приглашение уже принято. Войдите, если это были вы.',
      team_invitation_revoked: 'Администратор отозвал это приглашение. Попросите новое.',
      team_invitation_expired: 'Срок приглашения истёк. Попросите администратора прислать новое.',
    },
  },
  en: {
    pageTitle: 'Create your account — Kabinet',
    heading: 'Create your account',
    lead: 'You have been invited to the corporate portal of {company}. Choose a password and you are in.',
    email: 'E-mail',
    emailHint:
      'The address the invitation was sent to. You will sign in to Kabinet with it and your password.',
    firstName: 'First name',
    lastName: 'Last name',
    password: 'Password',
    passwordRepeat: 'Repeat the password',
    passwordRules: 'At least 10 characters, with letters and digits, not containing the name of your e-mail.',
    submit: 'Create and sign in',
    haveAccount: 'Already have an account?',
    signInLink: 'Sign in',
    signInAsInvited:
      'The invitation to {company} was sent to {email}. Sign in with that e-mail (or your username) and your password.',
    errors: {
      missingFields: 'Fill in every field.',
      nameTooLong: 'First and last name: at most 100 characters each.',
      passwordTooShort: 'The password is shorter than 10 characters.',
      passwordTooLong: 'The password is longer than 128 characters.',
      passwordWeak: 'The password needs both letters and digits.',
      passwordHasEmail: 'The password must not contain the name of your e-mail.',
      passwordsDiffer: 'The passwords do not match.',
      emailMismatch: 'An account can only be created for the address the invitation was sent to.',
      accountExists: 'An account with this e-mail exists already. Sign in with it.',
    },
    refusalTitle: 'The invitation is not valid',
    refusals: {
      team_invitation_not_found: 'There is no such invitation. Check the link in the e-mail.',
      team_invitation_used: 'This invitation has been accepted already. Sign in if that was you.',
      team_invitation_revoked: 'An administrator has revoked this invitation. Ask for a new one.',
      team_invitation_expired: 'This invitation has expired. Ask an administrator for a new one.',
    },
  },
  kk: {
    pageTitle: 'Тіркелу — Kabinet',
    heading: 'Тіркелгі жасаңыз',
    lead: 'Сізді {company} компаниясының корпоративтік кабинетіне шақырды. Құпиясөз ойлап табыңыз — содан кейін бірден кіресіз.',
    email: 'E-mail',
    emailHint: 'Шақыру жіберілген мекенжай. Kabinet жүйесіне осы мекенжаймен және құпиясөзбен кіресіз.',
    firstName: 'Аты',
    lastName: 'Тегі',
    password: 'Құпиясөз',
    passwordRepeat: 'Құпиясөзді қайталаңыз',
    passwordRules: 'Кемінде 10 таңба, әріптер мен сандар болсын, e-mail-дағы атыңыз болмасын.',
    submit: 'Жасау және кіру',
    haveAccount: 'Тіркелгіңіз бар ма?',
    signInLink: 'Кіру',
    signInAsInvited:
      '{company} компаниясына шақыру {email} мекенжайына жіберілді. Осы e-mail (немесе пайдаланушы аты) және құпиясөзбен кіріңіз.',
    errors: {
      missingFields: 'Барлық өрістерді толтырыңыз.',
      nameTooLong: 'Аты мен тегі — әрқайсысы 100 таңбадан аспасын.',
      passwordTooShort: 'Құпиясөз 10 таңбадан қысқа.',
      passwordTooLong: 'Құпиясөз 128 таңбадан ұзын.',
      passwordWeak: 'Құпиясөзде әріптер де, сандар да болуы керек.',
      passwordHasEmail: 'Құпиясөзде e-mail-дағы атыңыз болмауы керек.',
      passwordsDiffer: 'Құпиясөздер сәйкес келмейді.',
      emailMismatch: 'Тіркелгіні тек шақыру жіберілген мекенжайға жасауға болады.',
      accountExists: 'Бұл e-mail-мен тіркелгі бар. Соны пайдаланып кіріңіз.',
    },
    refusalTitle: 'Шақыру жарамсыз',
    refusals: {
      team_invitation_not_found: 'Мұндай шақыру жоқ. Хаттағы сілтемені тексеріңіз.',
      team_invitation_used: 'Бұл шақыру қабылданып қойған. Бұл сіз болсаңыз, кіріңіз.',
      team_invitation_revoked: 'Әкімші бұл шақыруды қайтарып алды. Жаңасын сұраңыз.',
      team_invitation_expired: 'Шақырудың мерзімі өтті. Әкімшіден жаңасын сұраңыз.',
    },
  },
};
