/**
 * Browser storage keys (spec §3 "Local storage keys": language, client BIN, current subscriber,
 * per-BIN notification closings, per-BIN report in-process flag). One prefix so that the
 * portal's keys never collide with anything else served from the same origin.
 */
const PREFIX = 'kabinet.';

export type NoticeName = 'penalty' | 'debtor';

export const localKeys = {
  language: `${PREFIX}language`,
  clientBin: `${PREFIX}clientBin`,
  currentSubscriber: `${PREFIX}currentSubscriber`,
  noticeClosed: (bin: string, notice: NoticeName) => `${PREFIX}noticeClosed.${notice}.${bin}`,
  reportInProcess: (bin: string, report: string) => `${PREFIX}reportInProcess.${bin}.${report}`,
  /** decision 024: the numbers list as cards or a table, the user's choice on this browser */
  numbersLayout: `${PREFIX}numbersLayout`,
} as const;

export const sessionKeys = {
  /** spec §8: a failed debt check sets the technical-works flag for the browser session */
  technicalWorks: `${PREFIX}technicalWorks`,
  /** spec §4: the company's debtor status, checked and stored per BIN */
  debtorStatus: (bin: string) => `${PREFIX}debtorStatus.${bin}`,
} as const;
