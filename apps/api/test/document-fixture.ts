import type { DocumentInput, DocumentRow } from '../src/platform/documents/index.ts';

/** a value that a spreadsheet would run as a formula if it were written as it is */
export const FORMULA_LOOKING = '=HYPERLINK("http://evil.example","Төлеу")';

/** A Kazakh balance report, one column of each type: the document the renderer tests, mail tests and bench use. */
export const balanceDocument = (rows: Iterable<DocumentRow> | AsyncIterable<DocumentRow>): DocumentInput => ({
  title: 'Баланс бойынша есеп',
  company: 'ЖШС «Қазақ Телеком Сервис»',
  bin: '990340000141',
  period: { from: '2026-10-01', to: '2026-10-31' },
  language: 'kk',
  columns: [
    { key: 'msisdn', header: 'Нөмір', type: 'text' },
    { key: 'holder', header: 'Абонент', type: 'text', width: 36 },
    { key: 'balance', header: 'Баланс', type: 'money' },
    { key: 'day', header: 'Күні', type: 'date' },
    { key: 'at', header: 'Уақыты', type: 'datetime' },
    { key: 'count', header: 'Саны', type: 'number' },
  ],
  rows,
});
