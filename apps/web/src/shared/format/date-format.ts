import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {
  API_DATE_FORMAT,
  COMPANY_TIME_ZONE,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DATE_TIME_SECONDS_FORMAT,
} from '@kabinet/contract/constants';

// spec §9: dates are displayed DD.MM.YYYY, with time DD.MM.YYYY HH:mm; spec §7: sent as YYYY-MM-DD
export { API_DATE_FORMAT, COMPANY_TIME_ZONE, DATE_FORMAT, DATE_TIME_FORMAT };

dayjs.extend(utc);
dayjs.extend(timezone);

type DateInput = string | number | Date | null | undefined;

/** a string that names its instant (`Z` or an offset), not a wall time or a calendar day */
const HAS_ZONE = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

/**
 * decision 021: times are read in the company's zone (Asia/Almaty), never the browser's — an action
 * at 23:30 in Almaty is on that day for an administrator abroad too. An instant (Date, epoch, ISO
 * with Z or an offset) is moved into the zone; a calendar day or a wall time without a zone is
 * already the company's and is read as such.
 */
function parse(value: DateInput) {
  if (value === null || value === undefined || value === '') return null;
  const date =
    typeof value === 'string' && !HAS_ZONE.test(value)
      ? dayjs.tz(value, COMPANY_TIME_ZONE)
      : dayjs(value).tz(COMPANY_TIME_ZONE);
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
