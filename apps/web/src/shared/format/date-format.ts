import dayjs from 'dayjs';
import {
  API_DATE_FORMAT,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DATE_TIME_SECONDS_FORMAT,
} from '@kabinet/contract/constants';

// spec §9: dates are displayed DD.MM.YYYY, with time DD.MM.YYYY HH:mm; spec §7: sent as YYYY-MM-DD
export { API_DATE_FORMAT, DATE_FORMAT, DATE_TIME_FORMAT };

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

export function formatDateTimeSeconds(value: DateInput): string {
  return parse(value)?.format(DATE_TIME_SECONDS_FORMAT) ?? '';
}

export function toApiDate(value: DateInput): string {
  return parse(value)?.format(API_DATE_FORMAT) ?? '';
}
