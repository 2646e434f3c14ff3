import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { ApiError } from '../../platform/problem.ts';
import type { FileRow } from './bulk-upload-file.ts';
import { openZip, ZipUnreadableError } from './zip-entries.ts';

/**
 * The parts of exceljs's streaming WorkbookReader this reader drives itself. Its own walk of the
 * zip (unzipper's Parse through exceljs's iterateStream) loses the entries still queued when the
 * archive's last bytes are parsed while it waits on a temporary file of a worksheet: on a loaded
 * machine an XLSX whose workbook.xml comes last (exceljs's own, the template) was read without its
 * workbook part and failed (decision 025). Reading the entries through the central directory
 * (unzipper's Open, ./zip-entries.ts), in the order the parts depend on each other, leaves no such
 * race and no temporary files.
 */
interface ReaderParts {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(entry: Readable, sheetNo: string): Generator<{ eventType: string; value: unknown }>;
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  sharedStrings?: unknown[];
}

type CellValue = ExcelJS.CellValue;

function cellText(value: CellValue): { text: string; isFormula: boolean } {
  if (value === null || value === undefined) return { text: '', isFormula: false };
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) return { text: '', isFormula: true };
    if ('richText' in value)
      return { text: value.richText.map((part) => part.text).join(''), isFormula: false };
    if ('text' in value) return { text: String(value.text), isFormula: false };
    if (value instanceof Date) return { text: value.toISOString().slice(0, 10), isFormula: false };
    return { text: '', isFormula: false };
  }
  return { text: String(value), isFormula: false };
}

function rowOf(row: ExcelJS.Row): FileRow {
  const cells: string[] = [];
  let hasFormula = false;
  const values = Array.isArray(row.values) ? row.values : [];
  for (let column = 1; column < values.length; column++) {
    const { text, isFormula } = cellText(values[column] as CellValue);
    cells.push(text);
    hasFormula ||= isFormula;
  }
  return { rowNo: row.number, cells, hasFormula };
}

/** The first worksheet as the workbook lists it: its part's name in the zip. */
function firstSheetPart(reader: ReaderParts): string {
  const rId = reader.model?.sheets?.[0]?.rId;
  const target = reader.workbookRels?.find((rel) => rel.Id === rId)?.Target;
  if (!target) throw new ZipUnreadableError('no worksheet in the workbook');
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** The first worksheet's rows, streamed from the file (never the whole workbook in memory). */
export async function* xlsxRows(file: Buffer): AsyncGenerator<FileRow> {
  const { default: excel } = await import('exceljs');
  const reader = new excel.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  }) as unknown as ReaderParts;
  const open: Readable[] = [];
  try {
    const zip = await openZip(file);
    const part = (name: string, required: boolean): Readable | null => {
      const stream = zip.open(name);
      if (!stream && required) throw new ZipUnreadableError(`no ${name}`);
      if (stream) open.push(stream);
      return stream;
    };
    await reader._parseRels(part('xl/_rels/workbook.xml.rels', true)!);
    await reader._parseWorkbook(part('xl/workbook.xml', true)!);
    const strings = part('xl/sharedStrings.xml', false);
    if (strings) for await (const _ of reader._parseSharedStrings(strings));
    else reader.sharedStrings = []; // a file of inline strings only
    const sheetName = firstSheetPart(reader);
    const sheetNo = /sheet(\d+)\.xml$/i.exec(sheetName)?.[1] ?? '1';
    for (const { eventType, value } of reader._parseWorksheet(part(sheetName, true)!, sheetNo)) {
      if (eventType !== 'worksheet') continue;
      for await (const row of value as AsyncIterable<ExcelJS.Row>) yield rowOf(row);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // the cause is logged by the error handler; the client hears only that the file is unreadable
    throw Object.assign(new ApiError('bulk_file_unreadable'), { cause: error });
  } finally {
    for (const stream of open) stream.destroy();
  }
}
