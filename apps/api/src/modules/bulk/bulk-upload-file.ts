import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { ApiError } from '../../platform/problem.ts';
import { xlsxRows } from './bulk-upload-xlsx.ts';

// Decision 023: the rows of an uploaded CSV or XLSX, one at a time. A CSV as Excel in a Russian
// locale saves it: ';' (or ','), UTF-8 with or without BOM, or Windows-1251. The parsers load with
// the first upload, not with the server (decision 033: exceljs alone is ≈ 25 MB resident).

export interface FileRow {
  /** the row's number in the file (1-based, as a spreadsheet shows it) */
  rowNo: number;
  cells: string[];
  /** a cell of the row is a formula: its value is not what the user typed */
  hasFormula: boolean;
}

const isXlsx = (file: Buffer) => file.length > 3 && file[0] === 0x50 && file[1] === 0x4b; // 'PK'

/** The CSV's text: a BOM means UTF-8; valid UTF-8 is UTF-8; anything else is Windows-1251. */
async function csvText(file: Buffer): Promise<string> {
  if (file[0] === 0xef && file[1] === 0xbb && file[2] === 0xbf) return file.subarray(3).toString('utf8');
  if (isUtf8(file)) return file.toString('utf8');
  const { default: iconv } = await import('iconv-lite');
  return iconv.decode(file, 'win1251');
}

/** The separator of the header line: the one of ';', ',' and tab it holds most of. */
function separatorOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((sep) => [sep, header.split(sep).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

async function* csvRows(file: Buffer): AsyncGenerator<FileRow> {
  const text = await csvText(file);
  const { parse } = await import('csv-parse');
  const parser = Readable.from([text]).pipe(
    parse({
      delimiter: separatorOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }),
  );
  let rowNo = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNo++;
      // a CSV keeps what a formula cell showed when saved; one that starts with '=' is the formula itself
      yield { rowNo, cells: record, hasFormula: record.some((cell) => cell.trimStart().startsWith('=')) };
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // the cause is logged by the error handler; the client hears only that the file is unreadable
    throw Object.assign(new ApiError('bulk_file_unreadable'), { cause: error });
  }
}

/** The file's rows, CSV or XLSX by its first bytes (a browser's media type is not to be trusted). */
export function fileRows(file: Buffer): AsyncGenerator<FileRow> {
  return isXlsx(file) ? xlsxRows(file) : csvRows(file);
}
