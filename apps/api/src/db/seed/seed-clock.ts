import { kazakhstanToday } from '@kabinet/contract';

// The seed's calendar is Kazakhstan's (UTC+5, no daylight saving), as the billing's and the usage
// details' are: between 19:00 and 24:00 UTC it is already the next day there, and on the last day
// of a month already the next month (decision 037).

/** 00:00 in Kazakhstan of the day `at` falls on there, as an instant */
export function kazakhstanDayStart(at: Date): Date {
  return new Date(`${kazakhstanToday(at)}T00:00:00+05:00`);
}
