import { formatDocumentDate } from '../../documents/index.ts';
import type { MailTemplate } from '../mail-content.ts';

export interface ReportMailData {
  /** the report's name in the recipient's language */
  reportName: string;
  companyName: string;
  bin: string;
  /** 'YYYY-MM-DD', inclusive */
  period?: { from: string; to: string };
}

const period = (p: ReportMailData['period']) =>
  p ? `${formatDocumentDate(p.from)} – ${formatDocumentDate(p.to)}` : '';

/** spec §2, §7: a report or document sent by e-mail, the files attached */
export const reportTemplate: MailTemplate<ReportMailData> = {
  ru: (d) => ({
    subject: `Отчёт «${d.reportName}» — ${d.companyName}`,
    heading: 'Здравствуйте!',
    paragraphs: [
      `Во вложении — отчёт «${d.reportName}» по компании ${d.companyName} (БИН ${d.bin})${d.period ? ` за период ${period(d.period)}` : ''}.`,
      'Отчёт сформирован по вашему запросу в корпоративном кабинете.',
    ],
  }),
  en: (d) => ({
    subject: `Report “${d.reportName}” — ${d.companyName}`,
    heading: 'Hello,',
    paragraphs: [
      `Attached is the report “${d.reportName}” for ${d.companyName} (BIN ${d.bin})${d.period ? ` for the period ${period(d.period)}` : ''}.`,
      'The report was prepared at your request in the corporate cabinet.',
    ],
  }),
  kk: (d) => ({
    subject: `«${d.reportName}» есебі — ${d.companyName}`,
    heading: 'Сәлеметсіз бе!',
    paragraphs: [
      `Қосымшада — ${d.companyName} компаниясы (БСН ${d.bin}) бойынша${d.period ? ` ${period(d.period)} кезеңіне арналған` : ''} «${d.reportName}» есебі.`,
      'Есеп корпоративтік кабинеттегі сұрауыңыз бойынша құрастырылды.',
    ],
  }),
};
