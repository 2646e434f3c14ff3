import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { balanceDocument } from '../../../test/document-fixture.ts';
import { pdfText, poppler } from '../../../test/pdf-text.ts';
import {
  formatDocumentDateTime,
  renderJson,
  renderPdf,
  renderXlsx,
  spreadsheetSafeText,
  type DocumentInput,
} from './index.ts';
import { XLSX_HEADER_ROW } from './xlsx-document.ts';

function* rows(count: number) {
  for (let i = 0; i < count; i++)
    yield {
      msisdn: `70112${String(i).padStart(5, '0')}`,
      holder: i === 1 ? '=HYPERLINK("http://evil.example")' : i === 2 ? '-2+3' : `Әсем Құрманғазықызы ${i}`,
      balance: 123_456_78 + i,
      day: '2026-10-05',
      // 20:30 UTC is 01:30 the next day in Kazakhstan (UTC+5)
      at: new Date('2026-10-01T20:30:00Z'),
      count: i,
    };
}

const input = (count: number): DocumentInput => balanceDocument(rows(count));

describe('PDF rendering', () => {
  it('prints Kazakh text and ₸ with the header and "page X of Y" on every page', async () => {
    const pdf = await buffer(renderPdf(input(120)));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', pdf))![1]);
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page++) {
      const text = pdfText(pdf, '-f', String(page), '-l', String(page));
      expect(text).toContain('Корпоративтік кабинет — ұялы байланыс операторы');
      expect(text).toContain('Компания: ЖШС «Қазақ Телеком Сервис»');
      expect(text).toContain('БСН: 990340000141');
      expect(text).toContain('Кезең: 01.10.2026 – 31.10.2026');
      // the column headings are repeated on every page
      expect(text).toMatch(/Нөмір\s+Абонент\s+Баланс\s+Күні\s+Уақыты\s+Саны/);
      expect(text).toContain(`${pages} беттің ${page}-беті`);
    }
    const all = pdfText(pdf);
    expect(all).toContain('Әсем Құрманғазықызы 0');
    expect(all).toContain('123 456,78 ₸');
    expect(all).toContain('05.10.2026');
    expect(all).toContain('02.10.2026 01:30');
    expect(all).toContain('7011200119');
  });

  it('says there is no data when there are no rows', async () => {
    const text = pdfText(await buffer(renderPdf({ ...input(0), language: 'en', title: 'Balance report' })));
    expect(text).toContain('No data for the period');
    expect(text).toContain('Page 1 of 1');
  });
});

describe('XLSX rendering', () => {
  it('writes typed cells under a frozen heading, and no text cell starts like a formula', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await buffer(renderXlsx(input(3)))) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: XLSX_HEADER_ROW });
    expect(sheet.getCell('A2').value).toBe('Баланс бойынша есеп');
    expect(sheet.getCell('A3').value).toBe('Компания: ЖШС «Қазақ Телеком Сервис», БСН: 990340000141');
    expect((sheet.getRow(XLSX_HEADER_ROW).values as unknown[]).slice(1)).toEqual([
      'Нөмір',
      'Абонент',
      'Баланс',
      'Күні',
      'Уақыты',
      'Саны',
    ]);
    expect(sheet.getColumn(2).width).toBe(36);

    const first = sheet.getRow(XLSX_HEADER_ROW + 1);
    expect(first.getCell(1).value).toBe('7011200000');
    expect(first.getCell(2).value).toBe('Әсем Құрманғазықызы 0');
    expect(first.getCell(3).value).toBe(123456.78);
    expect(first.getCell(3).numFmt).toBe('#,##0.00 "₸"');
    expect(first.getCell(4).value).toEqual(new Date('2026-10-05T00:00:00Z'));
    expect(first.getCell(4).numFmt).toBe('dd.mm.yyyy');
    expect(first.getCell(5).value).toEqual(new Date('2026-10-02T01:30:00Z'));
    expect(first.getCell(6).value).toBe(0);

    expect(sheet.getRow(XLSX_HEADER_ROW + 2).getCell(2).value).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(sheet.getRow(XLSX_HEADER_ROW + 3).getCell(2).value).toBe(`'-2+3`);
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.formula).toBeUndefined();
        if (typeof cell.value === 'string') expect(cell.value).not.toMatch(/^[=+\-@]/);
      }),
    );
  });

  it('leaves ordinary text alone and guards every formula start', () => {
    for (const text of ['=1+2', '+77011234567', '-5', '@SUM(A1)', '\t=1', '\r=1'])
      expect(spreadsheetSafeText(text)).toBe(`'${text}`);
    for (const text of ['Әсем', '7011234567', 'a=b', ' =1']) expect(spreadsheetSafeText(text)).toBe(text);
  });
});

describe('JSON rendering', () => {
  it('streams typed rows: money in tiyn, dates as YYYY-MM-DD', async () => {
    const doc = JSON.parse((await buffer(renderJson(input(2)))).toString('utf8'));
    expect(doc).toMatchObject({ title: 'Баланс бойынша есеп', bin: '990340000141', language: 'kk' });
    expect(doc.rows).toHaveLength(2);
    expect(doc.rows[0]).toEqual({
      msisdn: '7011200000',
      holder: 'Әсем Құрманғазықызы 0',
      balance: 12345678,
      day: '2026-10-05',
      at: '2026-10-01T20:30:00.000Z',
      count: 0,
    });
  });
});

describe('document dates', () => {
  it("prints a late-evening moment on Kazakhstan's day, not the next one", () => {
    // 20:13 in Almaty (UTC+5) is 15:13 UTC; 23:30 in Almaty is 18:30 UTC
    expect(formatDocumentDateTime(new Date('2026-11-23T15:13:00Z'))).toBe('23.11.2026 20:13');
    expect(formatDocumentDateTime(new Date('2026-11-23T18:30:00Z'))).toBe('23.11.2026 23:30');
    expect(formatDocumentDateTime(new Date('2026-11-23T19:30:00Z'))).toBe('24.11.2026 00:30');
  });
});
