import dayjs from 'dayjs';

/** spec §9: dates are displayed DD.MM.YYYY; with time DD.MM.YYYY HH:mm. */
export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';
/** spec §7: dates are sent as YYYY-MM-DD */
export const API_DATE_FORMAT = 'YYYY-MM-DD';

type DateInput = string | number | Date | null | undefined;

function parse(value: DateInput) {
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

export function formatDate(value: DateInput): string {
  return parse(value)?.format(DATE_FORMAT) ?? '';
}

export function formatDateTime(value: DateInput): string {
  return parse(value)?.format(DATE_TIME_FORMAT) ?? '';
}

export function toApiDate(value: DateInput): string {
  return parse(value)?.format(API_DATE_FORMAT) ?? '';
}
