import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { BULK_UPLOAD_MAX_ROWS, hasControlCharacters } from '@kabinet/contract';
import { ApiError } from '../../platform/problem.ts';
import { xlsxRows } from './bulk-upload-xlsx.ts';

// Decision 023: the rows of an uploaded CSV or XLSX, one at a time. A CSV as Excel in a Russian
// locale saves it: ';' (or ','), UTF-8 with or without BOM, or Windows-1251; Excel's "Unicode text"
// (UTF-16 with its BOM, tab-separated). The parsers load with the first upload, not with the server
// (decision 033: exceljs alone is ≈ 25 MB resident). Decision 035: the CSV is parsed a slice at a
// time with a turn of the event loop between slices, and stops at the row limit; every cell passes
// the input guard every other string passes (decision 012).

export interface FileRow {
  /** the row's number in the file (1-based, as a spreadsheet shows it) */
  rowNo: number;
  cells: string[];
  /** a cell of the row is a formula: its value is not what the user typed */
  hasFormula: boolean;
}

/**
 * Rows a reader reads before it refuses the file, empty ones included (empty rows are not counted
 * against BULK_UPLOAD_MAX_ROWS, but a million of them still cost the reading).
 */
export const MAX_READ_ROWS = 2 * BULK_UPLOAD_MAX_ROWS + 1_000;
/** characters of the CSV's text parsed between two turns of the event loop */
const CSV_SLICE = 64 * 1024;

const isXlsx = (file: Buffer) => file.length > 3 && file[0] === 0x50 && file[1] === 0x4b; // 'PK'

/**
 * The CSV's text: a UTF-8 BOM or valid UTF-8 is UTF-8; a UTF-16 BOM (Excel's "Unicode text") is
 * UTF-16LE or BE; anything else is Windows-1251.
 */
async function csvText(file: Buffer): Promise<string> {
  if (file[0] === 0xef && file[1] === 0xbb && file[2] === 0xbf) return file.subarray(3).toString('utf8');
  if (file[0] === 0xff && file[1] === 0xfe) return file.subarray(2).toString('utf16le');
  const { default: iconv } = await import('iconv-lite');
  if (file[0] === 0xfe && file[1] === 0xff) return iconv.decode(file.subarray(2), 'utf16-be');
  if (isUtf8(file)) return file.toString('utf8');
  return iconv.decode(file, 'win1251');
}

/** Every line ending is one: CRLF, LF and CR, mixed in one file (Excel's file appended to elsewhere). */
const LINE_END = /\r\n|\n|\r/;

/** The separator of the header line: the one of ';', ',' and tab it holds most of. */
function separatorOf(text: string): string {
  const end = text.search(LINE_END);
  const header = end < 0 ? text : text.slice(0, end);
  const counts = [';', ',', '\t'].map((sep) => [sep, header.split(sep).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

/** The text in slices, a turn of the event loop before each: other users' requests run meanwhile. */
async function* slices(text: string): AsyncGenerator<string> {
  for (let start = 0; start < text.length; start += CSV_SLICE) {
    await nextTurn();
    yield text.slice(start, start + CSV_SLICE);
  }
}

async function* csvRows(file: Buffer): AsyncGenerator<FileRow> {
  const text = await csvText(file);
  const { parse } = await import('csv-parse');
  const parser = Readable.from(slices(text)).pipe(
    parse({
      delimiter: separatorOf(text),
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }),
  );
  let rowNo = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (++rowNo > MAX_READ_ROWS) throw new ApiError('bulk_file_too_many_rows');
      // a CSV keeps what a formula cell showed when saved; one that starts with '=' is the formula itself
      yield { rowNo, cells: record, hasFormula: record.some((cell) => cell.trimStart().startsWith('=')) };
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // the cause is logged by the error handler; the client hears only that the file is unreadable
    throw Object.assign(new ApiError('bulk_file_unreadable'), { cause: error });
  } finally {
    parser.destroy();
  }
}

/**
 * Decision 012's input guard on every cell: a control character (NUL included, which PostgreSQL
 * refuses) refuses the file as it refuses any other value, naming the row; the text is brought to NFC.
 */
async function* guarded(rows: AsyncGenerator<FileRow>): AsyncGenerator<FileRow> {
  for await (const row of rows) {
    const column = row.cells.findIndex(hasControlCharacters);
    if (column >= 0)
      throw new ApiError('control_characters_not_allowed', {
        errors: [{ path: `row ${row.rowNo}, column ${column + 1}`, code: 'control_characters_not_allowed' }],
      });
    yield { ...row, cells: row.cells.map((cell) => cell.normalize('NFC')) };
  }
}

/** The file's rows, CSV or XLSX by its first bytes (a browser's media type is not to be trusted). */
export function fileRows(file: Buffer): AsyncGenerator<FileRow> {
  return guarded(isXlsx(file) ? xlsxRows(file) : csvRows(file));
}

/**
 * Decision 035: a CSV's non-empty lines counted before any row is checked against the company (one
 * pass over the text, no parse, no statement), so a file of a million rows is refused at once, not
 * after 100,000 rows' checks. Exact for every file that could be accepted: a record spans lines only
 * through a quoted line break, which the input guard refuses anyway. An XLSX has no such cheap
 * count: its rows are refused as they come (its sheet part is bounded).
 */
export async function refuseTooManyRows(file: Buffer, maxRows: number): Promise<void> {
  if (isXlsx(file)) return;
  const text = await csvText(file);
  let rows = 0;
  let hasValue = false;
  for (let i = 0; i <= text.length; i++) {
    // a turn of the event loop every CSV_SLICE characters: other users' requests run meanwhile
    if (i % CSV_SLICE === 0 && i > 0) await nextTurn();
    const c = i === text.length ? 10 : text.charCodeAt(i);
    if (c === 10 || c === 13) {
      if (hasValue && ++rows > maxRows + 1) throw new ApiError('bulk_file_too_many_rows');
      hasValue = false;
    } else if (!hasValue && !EMPTY_CELL_CHARACTERS.has(c)) hasValue = true;
  }
}

/** space, tab, the separators and the quote: a line of these alone is an empty row */
const EMPTY_CELL_CHARACTERS = new Set([0x20, 0x09, 0x3b, 0x2c, 0x22]);
