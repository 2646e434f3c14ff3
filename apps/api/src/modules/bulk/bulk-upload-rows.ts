import {
  BULK_ACTIONS,
  bulkArgumentRefusal,
  LANGUAGES,
  type BulkAction,
  type ErrorCode,
} from '@kabinet/contract';
import { BULK_TEXTS, FILE_TEXTS } from './bulk-texts.ts';

// Decision 023: an uploaded row read as number, action, argument and checked on its own (the
// checks against the company's numbers follow in batches, in the service).

export interface CheckedRow {
  rowNo: number;
  number: string;
  msisdn: string | null;
  action: BulkAction | null;
  argument: string | null;
  code: ErrorCode | null;
}

const fold = (text: string) => text.normalize('NFC').trim().toLowerCase();

/** Each column's names in every language, and the English ids. */
const HEADERS = {
  number: new Set(['number', 'msisdn', ...LANGUAGES.map((l) => fold(FILE_TEXTS[l].number))]),
  action: new Set(['action', ...LANGUAGES.map((l) => fold(FILE_TEXTS[l].action))]),
  argument: new Set(['argument', ...LANGUAGES.map((l) => fold(FILE_TEXTS[l].argument))]),
};

/** An action by its id or by its name in any of the portal's languages (as the template lists them). */
const ACTIONS = new Map<string, BulkAction>(
  BULK_ACTIONS.flatMap((action) => [
    [action, action] as const,
    ...LANGUAGES.map((l) => [fold(BULK_TEXTS[l].actions[action]), action] as const),
  ]),
);

/** Whether the header row names the template's columns, in order (the argument column may be left out). */
export function isTemplateHeader(cells: readonly string[]): boolean {
  const [number = '', action = '', argument = ''] = cells.map(fold);
  return (
    HEADERS.number.has(number) &&
    HEADERS.action.has(action) &&
    (argument === '' || HEADERS.argument.has(argument))
  );
}

/**
 * The national number in any of the forms a spreadsheet holds it (spec §5: 10 digits starting with
 * 7): 7XXXXXXXXX, 8XXXXXXXXXX, +7 XXX XXX XX XX, with spaces, dashes or brackets.
 */
export function msisdnOf(written: string): string | null {
  // a leading apostrophe is how a spreadsheet user keeps +7… as text
  const trimmed = written.trim().replace(/^'/, '');
  if (!/^\+?[\d\s\-()]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const national =
    digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8')) && !trimmed.startsWith('+8')
      ? digits.slice(1)
      : digits.length === 10 && !trimmed.startsWith('+')
        ? digits
        : null;
  return national && /^7\d{9}$/.test(national) ? national : null;
}

export const isEmptyRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** A data row checked on its own: formula, number, action, argument (the single action's rules). */
export function checkRow(rowNo: number, cells: readonly string[], hasFormula: boolean): CheckedRow {
  const [number = '', actionText = '', argumentText = ''] = cells.map((cell) => cell.trim());
  const msisdn = msisdnOf(number);
  const action = ACTIONS.get(fold(actionText)) ?? null;
  const argument = argumentText === '' ? null : argumentText;
  const code: ErrorCode | null = hasFormula
    ? 'bulk_row_formula'
    : msisdn === null
      ? 'bulk_row_bad_number'
      : action === null
        ? 'bulk_action_unknown'
        : bulkArgumentRefusal(action, argument);
  return {
    rowNo,
    number: number.slice(0, 40),
    msisdn,
    action,
    argument: argument?.slice(0, 100) ?? null,
    code,
  };
}
