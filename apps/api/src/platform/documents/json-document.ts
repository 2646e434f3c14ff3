import { Readable } from 'node:stream';
import { toCalendarDate } from './cell-values.ts';
import type { CellValue, DocumentColumn, DocumentInput } from './document-input.ts';

/** A cell as JSON: money stays integer tiyn and dates 'YYYY-MM-DD', as the API sends them (DESIGN §3, §5). */
function jsonCell(column: DocumentColumn, value: CellValue): unknown {
  if (value === null || value === undefined || value === '') return null;
  switch (column.type) {
    case 'date': {
      const date = toCalendarDate(value);
      return date ? date.toISOString().slice(0, 10) : null;
    }
    case 'datetime': {
      const date = value instanceof Date ? value : new Date(value);
      return Number.isNaN(date.getTime()) ? null : date.toISOString();
    }
    case 'money':
    case 'number':
      return typeof value === 'number' ? value : Number(value);
    case 'text':
      return String(value);
  }
}

/**
 * The document as JSON (spec §9 file formats: pdf, json, xls), streamed row by row:
 * `{ title, company, bin, period, columns: [{ key, header, type }], rows: [{ key: value }] }`.
 */
export function renderJson(input: DocumentInput): Readable {
  async function* chunks() {
    const head = {
      title: input.title,
      company: input.company,
      bin: input.bin,
      period: input.period ?? null,
      language: input.language,
      columns: input.columns.map(({ key, header, type }) => ({ key, header, type })),
    };
    yield `${JSON.stringify(head).slice(0, -1)},"rows":[`;
    let first = true;
    for await (const record of input.rows) {
      const row = Object.fromEntries(input.columns.map((c) => [c.key, jsonCell(c, record[c.key])]));
      yield `${first ? '' : ','}${JSON.stringify(row)}`;
      first = false;
    }
    yield ']}';
  }
  return Readable.from(chunks());
}
