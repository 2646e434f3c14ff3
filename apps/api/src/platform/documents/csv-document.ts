import { Readable } from 'node:stream';
import { tiynToTengeString } from '@kabinet/contract';
import type { DocumentColumn, DocumentRow } from './document-input.ts';
import { spreadsheetSafeText } from './spreadsheet-safe-text.ts';

/**
 * A CSV file for spreadsheets (decision 024): UTF-8 with a byte order mark, so Excel reads Cyrillic
 * and Kazakh letters; ';' with a decimal comma (Excel in a Russian or Kazakh locale) or ',' with a
 * decimal point; RFC 4180 quoting and CRLF lines. Text cells are formula-safe as in the XLSX
 * (a label `=HYPERLINK(…)` stays text). Streamed: rows are joined into chunks as they arrive.
 */
export interface CsvInput {
  columns: readonly DocumentColumn[];
  rows: AsyncIterable<DocumentRow> | Iterable<DocumentRow>;
  separator: ';' | ',';
}

const BOM = '\uFEFF';
/** characters per chunk handed to the socket: fewer writes, memory still flat */
const CHUNK = 64 * 1024;

function quote(text: string, separator: string): string {
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function cell(column: DocumentColumn, value: DocumentRow[string], separator: ';' | ','): string {
  if (value === null || value === undefined || value === '') return '';
  if (column.type === 'money') {
    const tenge = tiynToTengeString(Number(value));
    return separator === ';' ? tenge.replace('.', ',') : tenge;
  }
  if (column.type === 'number') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return quote(spreadsheetSafeText(text), separator);
}

async function* lines(input: CsvInput): AsyncGenerator<string> {
  const { columns, separator } = input;
  let chunk =
    BOM + columns.map((c) => quote(spreadsheetSafeText(c.header), separator)).join(separator) + '\r\n';
  for await (const row of input.rows) {
    chunk += columns.map((c) => cell(c, row[c.key], separator)).join(separator) + '\r\n';
    if (chunk.length >= CHUNK) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

export function renderCsv(input: CsvInput): Readable {
  return Readable.from(lines(input), { objectMode: false });
}
