import { PassThrough, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { TENGE_SIGN } from '@kabinet/contract';
import { formatPeriod, numericCell, tiynToTenge, toCalendarDate, toWallClockDate } from './cell-values.ts';
import { columnWidth, type CellValue, type DocumentColumn, type DocumentInput } from './document-input.ts';
import { DOCUMENT_TEXTS } from './document-texts.ts';
import { spreadsheetSafeText } from './spreadsheet-safe-text.ts';

/** Number formats of the typed cells (spec §9: DD.MM.YYYY, DD.MM.YYYY HH:mm; money in tenge with ₸). */
export const XLSX_FORMATS = {
  money: `#,##0.00 "${TENGE_SIGN}"`,
  date: 'dd.mm.yyyy',
  datetime: 'dd.mm.yyyy hh:mm',
  number: '0',
} as const;

/** the header block above the table: operator, title, company and BIN, period */
const TITLE_ROWS = 4;
export const XLSX_HEADER_ROW = TITLE_ROWS + 1;

const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;
const sheetName = (title: string) => title.replace(SHEET_NAME_FORBIDDEN, ' ').slice(0, 31).trim() || 'Sheet1';

/** A cell's value as its column's type writes it; null leaves the cell empty. */
function typedCell(column: DocumentColumn, value: CellValue): ExcelJS.CellValue {
  switch (column.type) {
    case 'money': {
      const tiyn = numericCell(value);
      return tiyn === null ? null : tiynToTenge(tiyn);
    }
    case 'number':
      return numericCell(value);
    case 'date':
      return toCalendarDate(value);
    case 'datetime':
      return toWallClockDate(value);
    case 'text':
      return value === null || value === undefined || value === ''
        ? null
        : spreadsheetSafeText(String(value));
  }
}

/**
 * One style object per column, shared by all its cells: exceljs registers a style once per object
 * it has seen (a weak map), where a per-cell style is serialised again for every cell — a fifth of
 * the time of a 100,000-row export.
 */
const columnStyle = (column: DocumentColumn): Partial<ExcelJS.Style> =>
  column.type === 'money' || column.type === 'date' || column.type === 'datetime'
    ? { numFmt: XLSX_FORMATS[column.type] }
    : {};

/**
 * The document as an XLSX workbook (DESIGN §9: "xls" is produced as XLSX), written by exceljs's
 * streaming writer: each row is committed as it arrives, and shared strings are off, so memory
 * stays flat however many rows come (decision 011). One sheet: the header block, the frozen
 * column headings, then the rows as typed cells.
 */
export function renderXlsx(input: DocumentInput): Readable {
  const out = new PassThrough();
  writeWorkbook(input, out).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

async function writeWorkbook(input: DocumentInput, out: PassThrough): Promise<void> {
  const texts = DOCUMENT_TEXTS[input.language];
  // exceljs is loaded at the first workbook, not at start: ≈ 24 MB (decision 015)
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = input.operatorName ?? texts.operatorName;
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName(input.title), {
    views: [{ state: 'frozen', ySplit: XLSX_HEADER_ROW }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    headerFooter: { oddFooter: `&R&P / &N` },
  });
  sheet.columns = input.columns.map((column) => ({ key: column.key, width: columnWidth(column) }));

  const safe = (text: string) => spreadsheetSafeText(text);
  const titleLines = [
    input.operatorName ?? texts.operatorName,
    input.title,
    `${texts.company}: ${input.company}, ${texts.bin}: ${input.bin}`,
    input.period ? `${texts.period}: ${formatPeriod(input.period)}` : '',
  ];
  titleLines.forEach((line, index) => {
    const row = sheet.addRow([line ? safe(line) : null]);
    if (index < 2) row.font = { bold: true, size: index === 1 ? 13 : 11 };
    row.commit();
  });

  const heading = sheet.addRow(input.columns.map((column) => safe(column.header)));
  heading.font = { bold: true };
  heading.alignment = { vertical: 'middle', wrapText: true };
  heading.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEDE7F6' } };
    cell.border = { bottom: { style: 'thin' } };
  });
  heading.commit();

  const styles = input.columns.map(columnStyle);
  for await (const record of input.rows) {
    const row = sheet.addRow([]);
    input.columns.forEach((column, index) => {
      const value = typedCell(column, record[column.key]);
      if (value === null) return;
      const cell = row.getCell(index + 1);
      cell.value = value;
      cell.style = styles[index]!;
    });
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}
