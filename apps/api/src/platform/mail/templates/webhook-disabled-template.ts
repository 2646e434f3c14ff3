import type { MailTemplate } from '../mail-content.ts';

export interface WebhookDisabledMailData {
  url: string;
  companyName: string;
  lastError: string;
}

/** decision 031: an endpoint that failed for a day is disabled; its company's administrators are told */
export const webhookDisabledTemplate: MailTemplate<WebhookDisabledMailData> = {
  ru: (d) => ({
    subject: `Вебхук отключён: ${d.url}`,
    heading: 'Здравствуйте!',
    paragraphs: [
      `Адрес ${d.url} компании ${d.companyName} не принимал события в течение суток и отключён.`,
      `Последняя ошибка: ${d.lastError}.`,
      'Исправьте адрес и включите его снова в разделе «API и вебхуки»; неотправленные события можно отправить повторно из журнала доставки.',
    ],
  }),
  en: (d) => ({
    subject: `Webhook disabled: ${d.url}`,
    heading: 'Hello,',
    paragraphs: [
      `The endpoint ${d.url} of ${d.companyName} has not accepted events for a day and has been disabled.`,
      `Last error: ${d.lastError}.`,
      'Fix it and enable it again under "API and webhooks"; undelivered events can be resent from its delivery log.',
    ],
  }),
  kk: (d) => ({
    subject: `Вебхук өшірілді: ${d.url}`,
    heading: 'Сәлеметсіз бе!',
    paragraphs: [
      `${d.companyName} компаниясының ${d.url} мекенжайы бір тәулік бойы оқиғаларды қабылдамады, сондықтан өшірілді.`,
      `Соңғы қате: ${d.lastError}.`,
      'Мекенжайды түзетіп, «API және вебхуктар» бөлімінде қайта қосыңыз; жеткізілмеген оқиғаларды жеткізу журналынан қайта жіберуге болады.',
    ],
  }),
};
