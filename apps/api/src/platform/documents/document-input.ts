import type { Language } from '@kabinet/contract';

/**
 * What a document is made of (decision 011): a title, the company it is for, an optional period,
 * typed columns and rows from an async iterable — read once, never all held in memory.
 */
export type ColumnType = 'text' | 'money' | 'date' | 'datetime' | 'number';

export interface DocumentColumn {
  /** the row field this column shows */
  key: string;
  /** the column heading, already in the document's language */
  header: string;
  /**
   * text: a string; money: integer tiyn; date: 'YYYY-MM-DD' or a Date; datetime: a Date or an ISO
   * timestamp (shown in Kazakhstan's time); number: a plain number
   */
  type: ColumnType;
  /** width in characters (XLSX) and relative share of the page (PDF); a default per type */
  width?: number;
}

export type CellValue = string | number | Date | null | undefined;
export type DocumentRow = Record<string, CellValue>;

export interface DocumentInput {
  /** the document's name, in its language, e.g. "Отчёт по балансам" */
  title: string;
  /** the company's name */
  company: string;
  bin: string;
  /** 'YYYY-MM-DD' dates, inclusive */
  period?: { from: string; to: string };
  language: Language;
  columns: readonly DocumentColumn[];
  rows: AsyncIterable<DocumentRow> | Iterable<DocumentRow>;
  /** the header's operator line; the documents catalogue's name by default */
  operatorName?: string;
}

export const DEFAULT_COLUMN_WIDTH: Record<ColumnType, number> = {
  text: 24,
  money: 16,
  date: 12,
  datetime: 17,
  number: 10,
};

export const columnWidth = (column: DocumentColumn): number =>
  column.width ?? DEFAULT_COLUMN_WIDTH[column.type];
