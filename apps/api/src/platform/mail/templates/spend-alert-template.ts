import { formatMoney, formatMsisdn } from '@kabinet/contract';
import type { MailTemplate } from '../mail-content.ts';

export interface SpendAlertMailData {
  msisdn: string;
  companyName: string;
  /** 80 or 100: the share of the limit reached */
  threshold: number;
  /** tiyn */
  spent: number;
  /** tiyn */
  monthlyLimit: number;
  /** 'YYYY-MM' */
  month: string;
  /** the operator barred outgoing traffic at the limit */
  blocked: boolean;
}

const monthOf = (m: string) => `${m.slice(5, 7)}.${m.slice(0, 4)}`;

/** Decision 030: a number's charges reached 80 % or 100 % of its monthly limit. */
export const spendAlertTemplate: MailTemplate<SpendAlertMailData> = {
  ru: (d) => ({
    subject: `Номер ${formatMsisdn(d.msisdn)}: ${d.threshold}% лимита расходов`,
    heading: 'Здравствуйте!',
    paragraphs: [
      `Расходы номера ${formatMsisdn(d.msisdn)} компании ${d.companyName} за ${monthOf(d.month)} — ${formatMoney(d.spent, 'ru')} при лимите ${formatMoney(d.monthlyLimit, 'ru')} (${d.threshold}%).`,
      d.blocked
        ? 'Исходящие звонки, SMS и интернет закрыты до 1-го числа следующего месяца или до повышения лимита.'
        : 'Изменить лимит можно на странице номера в корпоративном кабинете.',
    ],
  }),
  en: (d) => ({
    subject: `Number ${formatMsisdn(d.msisdn)}: ${d.threshold}% of its spend limit`,
    heading: 'Hello,',
    paragraphs: [
      `The charges of ${formatMsisdn(d.msisdn)}, ${d.companyName}, for ${monthOf(d.month)} are ${formatMoney(d.spent, 'en')} against a limit of ${formatMoney(d.monthlyLimit, 'en')} (${d.threshold}%).`,
      d.blocked
        ? 'Outgoing calls, SMS and data are barred until the 1st of next month or until the limit is raised.'
        : "You can change the limit on the number's page in the corporate cabinet.",
    ],
  }),
  kk: (d) => ({
    subject: `${formatMsisdn(d.msisdn)} нөмірі: шығын лимитінің ${d.threshold}%`,
    heading: 'Сәлеметсіз бе!',
    paragraphs: [
      `${d.companyName} компаниясының ${formatMsisdn(d.msisdn)} нөмірінің ${monthOf(d.month)} айындағы шығыны — ${formatMoney(d.spent, 'kk')}, лимиті ${formatMoney(d.monthlyLimit, 'kk')} (${d.threshold}%).`,
      d.blocked
        ? 'Шығыс қоңыраулар, SMS және интернет келесі айдың 1-іне дейін немесе лимит көтерілгенше жабылды.'
        : 'Лимитті корпоративтік кабинеттегі нөмір бетінде өзгертуге болады.',
    ],
  }),
};
