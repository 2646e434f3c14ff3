import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { DocumentColumn } from './document-input.ts';
import { renderCsv } from './csv-document.ts';

const columns: DocumentColumn[] = [
  { key: 'name', header: 'Метка; имя', type: 'text' },
  { key: 'balance', header: 'Баланс, ₸', type: 'money' },
  { key: 'count', header: 'Саны', type: 'number' },
];

/** the bytes as text, the byte order mark kept (a TextDecoder drops it by default) */
const text = async (stream: Readable) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await buffer(stream));

describe('CSV for spreadsheets (decision 024)', () => {
  it('starts with a BOM, uses ";" with a decimal comma, quotes what needs it, CRLF lines', async () => {
    const csv = await text(
      renderCsv({
        columns,
        separator: ';',
        rows: [
          { name: 'Қызмет "А"', balance: 123456, count: 3 },
          { name: 'две\nстроки', balance: -5, count: null },
          { name: null, balance: null, count: 0 },
        ],
      }),
    );
    expect(csv).toBe(
      '\uFEFF"Метка; имя";Баланс, ₸;Саны\r\n' +
        '"Қызмет ""А""";1234,56;3\r\n' +
        '"две\nстроки";-0,05;\r\n' +
        ';;0\r\n',
    );
  });

  it('uses "," with a decimal point, and keeps formula-looking text as text', async () => {
    const csv = await text(
      renderCsv({
        columns,
        separator: ',',
        rows: [{ name: '=HYPERLINK("http://x","y")', balance: 100, count: 1 }, { name: '@SUM(A1)' }],
      }),
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFМетка; имя,"Баланс, ₸",Саны',
      `"'=HYPERLINK(""http://x"",""y"")",1.00,1`,
      `'@SUM(A1),,`,
      '',
    ]);
  });
});
