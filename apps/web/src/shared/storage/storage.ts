import { localKeys, sessionKeys, type NoticeName } from './storage-keys.ts';

// Storage can be unavailable (private mode, quota): the portal still works, it just forgets.
function read(store: () => Storage, key: string): string | null {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
}

function write(store: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) store().removeItem(key);
    else store().setItem(key, value);
  } catch {
    /* storage unavailable */
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export const storage = {
  getLanguage: () => read(local, localKeys.language),
  setLanguage: (language: string) => write(local, localKeys.language, language),

  getClientBin: () => read(local, localKeys.clientBin),
  setClientBin: (bin: string | null) => write(local, localKeys.clientBin, bin),

  getCurrentSubscriber: () => read(local, localKeys.currentSubscriber),
  setCurrentSubscriber: (msisdn: string | null) => write(local, localKeys.currentSubscriber, msisdn),

  isNoticeClosed: (bin: string, notice: NoticeName) =>
    read(local, localKeys.noticeClosed(bin, notice)) === '1',
  closeNotice: (bin: string, notice: NoticeName) => write(local, localKeys.noticeClosed(bin, notice), '1'),

  isReportInProcess: (bin: string, report: string) =>
    read(local, localKeys.reportInProcess(bin, report)) === '1',
  setReportInProcess: (bin: string, report: string, inProcess: boolean) =>
    write(local, localKeys.reportInProcess(bin, report), inProcess ? '1' : null),

  isTechnicalWorks: () => read(session, sessionKeys.technicalWorks) === '1',
  setTechnicalWorks: (on: boolean) => write(session, sessionKeys.technicalWorks, on ? '1' : null),

  getDebtorStatus: (bin: string): { isDebtor: boolean; penaltyNotice: boolean } | null => {
    const raw = read(session, sessionKeys.debtorStatus(bin));
    if (!raw) return null;
    try {
      return JSON.parse(raw) as { isDebtor: boolean; penaltyNotice: boolean };
    } catch {
      return null;
    }
  },
  setDebtorStatus: (bin: string, status: { isDebtor: boolean; penaltyNotice: boolean }) =>
    write(session, sessionKeys.debtorStatus(bin), JSON.stringify(status)),
};
