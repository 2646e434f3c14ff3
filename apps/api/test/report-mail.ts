import { buffer } from 'node:stream/consumers';
import { MEDIA_TYPES } from '@kabinet/contract';
import { renderPdf, renderXlsx } from '../src/platform/documents/index.ts';
import type { MailMessage } from '../src/platform/mail/mail.ts';
import { balanceDocument, FORMULA_LOOKING } from './document-fixture.ts';

export { FORMULA_LOOKING };

const document = () =>
  balanceDocument([
    { msisdn: '7011234567', holder: 'Әсем Құрманғазықызы', balance: 1_234_50, day: '2026-10-31' },
    { msisdn: '7017654321', holder: FORMULA_LOOKING, balance: -500_00, day: '2026-10-31' },
  ]);

/** A report-shaped message (a PDF and an XLSX of the same report) in Kazakh, for `to`. */
export async function reportMessage(
  to: string,
  userId: string | null,
  bin: string,
): Promise<MailMessage<'report'>> {
  return {
    to,
    language: 'kk',
    template: 'report',
    data: {
      reportName: 'Баланс бойынша есеп',
      companyName: 'ЖШС «Қазақ Телеком Сервис»',
      bin,
      period: { from: '2026-10-01', to: '2026-10-31' },
    },
    attachments: [
      {
        filename: 'balance-report.pdf',
        contentType: MEDIA_TYPES.pdf,
        content: await buffer(renderPdf(document())),
      },
      {
        filename: 'balance-report.xlsx',
        contentType: MEDIA_TYPES.xls,
        content: await buffer(renderXlsx(document())),
      },
    ],
    userId,
    bin,
  };
}
