// Calendar dates as 'YYYY-MM-DD' strings (spec §5: dates are sent as YYYY-MM-DD). Pure: the
// caller passes `today`; nothing here reads the clock. Arithmetic is in UTC days. Without zod, so a
// first screen's date rules load no schema library (decision 015); rules/iso-date.ts adds the schemas.

export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function toUtc(value: string): number {
  if (!isIsoDate(value)) throw new RangeError(`not a YYYY-MM-DD date: ${value}`);
  return Date.parse(`${value}T00:00:00Z`);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Adds calendar months; the day is clamped to the target month's last day (31 Mar - 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const d = new Date(toUtc(date));
  const target = d.getUTCMonth() + months;
  const year = d.getUTCFullYear() + Math.floor(target / 12);
  const month = ((target % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(year, month, Math.min(d.getUTCDate(), lastDay)));
}

export const addYears = (date: string, years: number): string => addMonths(date, years * 12);

/** Whole days from `start` to `end` (end - start); 0 for the same day, negative when end is earlier. */
export function diffDays(start: string, end: string): number {
  return Math.round((toUtc(end) - toUtc(start)) / DAY_MS);
}

export const startOfMonth = (date: string): string => `${date.slice(0, 8)}01`;

/** 'YYYY-MM' of a date */
export const monthOf = (date: string): string => date.slice(0, 7);

export const dayOfMonth = (date: string): number => Number(date.slice(8, 10));

/** ISO strings of the same shape order lexicographically. */
export const compareIsoDates = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
