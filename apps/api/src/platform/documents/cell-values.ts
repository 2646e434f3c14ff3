import { TIYN_PER_TENGE, formatMoney, type Language } from '@kabinet/contract';
import type { CellValue, ColumnType } from './document-input.ts';

/**
 * Kazakhstan's time (one zone, UTC+5, since 1 March 2024): a document's timestamps read as the
 * company's clock, whatever zone the server runs in.
 */
export const DOCUMENT_TIME_ZONE = 'Asia/Almaty';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: DOCUMENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** The wall-clock parts of a moment in Kazakhstan. */
function almatyParts(moment: Date) {
  const parts = Object.fromEntries(wallClock.formatToParts(moment).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date column's value as a UTC-midnight Date ('YYYY-MM-DD' or a Date taken as Kazakhstan's day). */
export function toCalendarDate(value: CellValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`);
  const moment = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(moment.getTime())) return null;
  const p = almatyParts(moment);
  return new Date(Date.UTC(p.year, p.month - 1, p.day));
}

/**
 * A datetime column's value as a Date whose UTC fields are Kazakhstan's wall clock: spreadsheets
 * have no time zones, so the cell holds the time the company reads.
 */
export function toWallClockDate(value: CellValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const moment = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(moment.getTime())) return null;
  const p = almatyParts(moment);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute));
}

/** spec §9: DD.MM.YYYY */
export function formatDocumentDate(value: CellValue): string {
  const date = toCalendarDate(value);
  return date ? `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}` : '';
}

/** spec §9: DD.MM.YYYY HH:mm, Kazakhstan's time */
export function formatDocumentDateTime(value: CellValue): string {
  const date = toWallClockDate(value);
  if (!date) return '';
  // the wall-clock Date's UTC fields ARE Kazakhstan's: not converted a second time (after 19:00 that
  // moved the day to tomorrow)
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** money columns hold integer tiyn; a spreadsheet cell holds tenge */
export const tiynToTenge = (tiyn: number) => tiyn / TIYN_PER_TENGE;

const numberFormat: Record<Language, Intl.NumberFormat> = {
  ru: new Intl.NumberFormat('ru-RU'),
  en: new Intl.NumberFormat('en-US'),
  kk: new Intl.NumberFormat('ru-RU'),
};

/** a money or number column's value as a number (null when empty or not a number) */
export function numericCell(value: CellValue): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The text a reader sees in a cell (PDF), per column type and language. */
export function formatCell(type: ColumnType, value: CellValue, language: Language): string {
  switch (type) {
    case 'money': {
      const tiyn = numericCell(value);
      return tiyn === null ? '' : formatMoney(tiyn, language);
    }
    case 'number': {
      const n = numericCell(value);
      return n === null ? '' : numberFormat[language].format(n);
    }
    case 'date':
      return formatDocumentDate(value);
    case 'datetime':
      return formatDocumentDateTime(value);
    case 'text':
      return value === null || value === undefined ? '' : String(value);
  }
}

/** The period line: "01.10.2026 – 31.10.2026" */
export const formatPeriod = (period: { from: string; to: string }) =>
  `${formatDocumentDate(period.from)} – ${formatDocumentDate(period.to)}`;
