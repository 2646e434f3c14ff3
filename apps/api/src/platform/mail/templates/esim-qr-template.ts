import { formatMsisdn } from '@kabinet/contract';
import type { MailTemplate } from '../mail-content.ts';

export interface EsimQrMailData {
  msisdn: string;
  companyName: string;
  /** content id of the attached QR code PNG */
  qrCid: string;
}

/** spec §2 eSIM change wizard: the QR code sent by e-mail, shown inline (spec §9: valid 1 day) */
export const esimQrTemplate: MailTemplate<EsimQrMailData> = {
  ru: (d) => ({
    subject: `QR-код eSIM для номера ${formatMsisdn(d.msisdn)}`,
    heading: 'Здравствуйте!',
    paragraphs: [
      `QR-код для установки eSIM на номер ${formatMsisdn(d.msisdn)} компании ${d.companyName}.`,
      'Отсканируйте его камерой телефона. Код действителен 1 день.',
    ],
    inlineImage: { cid: d.qrCid, alt: 'QR-код eSIM' },
  }),
  en: (d) => ({
    subject: `eSIM QR code for ${formatMsisdn(d.msisdn)}`,
    heading: 'Hello,',
    paragraphs: [
      `The QR code to install the eSIM of ${formatMsisdn(d.msisdn)}, ${d.companyName}.`,
      "Scan it with the phone's camera. The code is valid for 1 day.",
    ],
    inlineImage: { cid: d.qrCid, alt: 'eSIM QR code' },
  }),
  kk: (d) => ({
    subject: `${formatMsisdn(d.msisdn)} нөміріне арналған eSIM QR-коды`,
    heading: 'Сәлеметсіз бе!',
    paragraphs: [
      `${d.companyName} компаниясының ${formatMsisdn(d.msisdn)} нөміріне eSIM орнатуға арналған QR-код.`,
      'Оны телефон камерасымен сканерлеңіз. Код 1 күн жарамды.',
    ],
    inlineImage: { cid: d.qrCid, alt: 'eSIM QR-коды' },
  }),
};
