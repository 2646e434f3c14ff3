import type { ErrorCode, Language } from '@kabinet/contract';
import type { DocumentColumn, DocumentRow } from '../../../platform/documents/index.ts';
import type { OperatorPort } from '../../../operator/port.ts';
import type { ReportDataQuery, ReportPeriod, ReportRowOf } from '../../../operator/reports-port.ts';
import { SHARED_WORDS } from './shared-words.ts';

// The server's half of a report kind (decision 018): the contract's REPORT_KINDS says what the
// browser and the server both need (feature, period rule, formats, file name, limit); a descriptor
// here says where the rows come from and how the document reads in ru, en and kk.

/** What one report is about: the company, the number (a number's reports), the period, the language. */
export interface ReportSubject {
  bin: string;
  companyName: string;
  language: Language;
  msisdn: string | null;
  period: ReportPeriod | null;
  /** the number's payment type: its payments report lists top-ups (PREPAID) or payments (POSTPAID) */
  numberType?: 'PREPAID' | 'POSTPAID' | null;
  /** decision 029: the requesting user's number groups; null or absent: every number */
  groupIds?: readonly string[] | null;
}

/** the reads a report document streams from: the rows of its query (report-rows.ts), the register's devices */
export interface ReportSource extends Pick<OperatorPort, 'listRegisteredDevices'> {
  reportRows<Q extends ReportDataQuery>(bin: string, query: Q): AsyncIterable<ReportRowOf[Q['kind']]>;
}

/** the parts of a request a kind's operator query is made of (a kind without them ignores them) */
export interface QueryInput {
  msisdn: string;
  period: ReportPeriod;
  /** decision 029: a scoped user's groups, for the kinds that list the company's numbers */
  groupIds?: readonly string[] | null;
}

/** a kind's words in one language: its title (the document's and the e-mail's report name), its own headers */
export interface KindWords {
  title: string;
  /** headers of the columns only this kind has; the ones several kinds share are in shared-words.ts */
  columns: Record<string, string>;
}

/** the columns and rows of a kind's document; `title` replaces the kind's title line when set */
export interface KindTable {
  columns: readonly DocumentColumn[];
  rows: AsyncIterable<DocumentRow>;
  title?: string;
}

export interface ReportKindServer {
  words: Record<Language, KindWords>;
  /**
   * The operator's query of a request: counted against the kind's limit before any work, then read.
   * null when the rows come from another port of the operator (not counted).
   */
  query(input: QueryInput): ReportDataQuery | null;
  /** what the request keeps beside its period, read when it is made (the number's payment type) */
  requestParams?(
    operator: Pick<OperatorPort, 'getSubscriber'>,
    bin: string,
    msisdn: string,
  ): Promise<Record<string, unknown>>;
  /** the catalogue code a request gets when the operator counts no rows; without it, an empty report is sent */
  emptyError?: ErrorCode;
  /** the document's columns and rows in the subject's language */
  table(subject: ReportSubject, source: ReportSource): KindTable;
}

/** a request without a number or a period reads as these (the kinds that need them always have them) */
export const queryInput = (subject: Pick<ReportSubject, 'msisdn' | 'period' | 'groupIds'>): QueryInput => ({
  msisdn: subject.msisdn ?? '',
  groupIds: subject.groupIds ?? null,
  period: subject.period ?? { startDate: '1970-01-01', endDate: '1970-01-01' },
});

/** A column maker for one language: the header is the kind's own word, else the shared one. */
export function columnsIn(language: Language, own: Record<string, string> = {}) {
  const shared = SHARED_WORDS[language].columns;
  return (key: string, type: DocumentColumn['type'], width?: number): DocumentColumn => ({
    key,
    header: own[key] ?? shared[key] ?? key,
    type,
    ...(width ? { width } : {}),
  });
}

/** rows between two turns of the event loop: a big report built in a server process leaves its requests room */
const ROWS_PER_TURN = 50;

export async function* mapRows<T>(
  rows: AsyncIterable<T>,
  map: (row: T) => DocumentRow,
): AsyncGenerator<DocumentRow> {
  let n = 0;
  for await (const row of rows) {
    if (++n % ROWS_PER_TURN === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    yield map(row);
  }
}

export type ColumnMaker = ReturnType<typeof columnsIn>;

/**
 * A kind whose rows the operator answers to one query: its words, its query, its columns and its
 * row mapper; the table is put together here once.
 */
export function operatorKind<Q extends ReportDataQuery, W extends KindWords>(def: {
  words: Record<Language, W>;
  query: (input: QueryInput) => Q;
  columns: (col: ColumnMaker) => DocumentColumn[];
  row: (r: ReportRowOf[Q['kind']], words: W, language: Language) => DocumentRow;
  /** the title line when it is more than the kind's title */
  title?: (words: W) => string;
  emptyError?: ErrorCode;
}): ReportKindServer {
  return {
    words: def.words,
    query: def.query,
    ...(def.emptyError ? { emptyError: def.emptyError } : {}),
    table(subject, source) {
      const { language } = subject;
      const words = def.words[language];
      const rows = source.reportRows(subject.bin, def.query(queryInput(subject)));
      return {
        ...(def.title ? { title: def.title(words) } : {}),
        columns: def.columns(columnsIn(language, words.columns)),
        rows: mapRows(rows, (r) => def.row(r, words, language)),
      };
    },
  };
}
