import { addMonths, kazakhstanToday, startOfMonth } from '@kabinet/contract';
import { inject } from 'vitest';

// The API suites' one clock (decision 037): the template is seeded at the moment the run starts
// (global-setup.ts), and every suite's server takes that moment's Kazakhstan day as FIXED_TODAY
// (server.ts) unless the suite sets its own. Tests derive their dates from here, never from a
// literal or from the clock again, so a run that starts at 23:59 in Almaty or on the last day of a
// month is the same run: CI runs the date-bound suites with the clock moved there (scripts/test.mjs).

/** the moment the run's data was made */
export const TEST_NOW = new Date(inject('testNow'));
/** its day in Kazakhstan (UTC+5): the servers' FIXED_TODAY */
export const TODAY = kazakhstanToday(TEST_NOW);
/** the 1st of TODAY's month: the billing's open month */
export const MONTH = startOfMonth(TODAY);
/** the 1st of the month before: the last closed month (its invoices are formed) */
export const LAST_MONTH = addMonths(MONTH, -1);
