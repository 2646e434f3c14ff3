/**
 * Document rendering (decision 011): one input — title, company, BIN, period, language, typed
 * columns, rows from an async iterable — three streaming outputs. Collect one into a Buffer with
 * `buffer(stream)` from node:stream/consumers (e.g. for a mail attachment).
 */
export type { CellValue, ColumnType, DocumentColumn, DocumentInput, DocumentRow } from './document-input.ts';
export { renderPdf } from './pdf-document.ts';
export { renderXlsx, XLSX_FORMATS } from './xlsx-document.ts';
export { renderJson } from './json-document.ts';
export { renderCsv, type CsvInput } from './csv-document.ts';
export { spreadsheetSafeText } from './spreadsheet-safe-text.ts';
export { DOCUMENT_TIME_ZONE, formatDocumentDate, formatDocumentDateTime } from './cell-values.ts';
