import { beforeEach, describe, expect, it } from 'vitest';
import { localKeys, sessionKeys } from './storage-keys.ts';
import { storage } from './storage.ts';

describe('storage keys (spec §3)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('names every key of spec §3 under one prefix', () => {
    expect(localKeys.language).toBe('kabinet.language');
    expect(localKeys.clientBin).toBe('kabinet.clientBin');
    expect(localKeys.currentSubscriber).toBe('kabinet.currentSubscriber');
    expect(localKeys.noticeClosed('123456789013', 'penalty')).toBe(
      'kabinet.noticeClosed.penalty.123456789013',
    );
    expect(localKeys.reportInProcess('123456789013', 'balanceReport')).toBe(
      'kabinet.reportInProcess.123456789013.balanceReport',
    );
    expect(sessionKeys.technicalWorks).toBe('kabinet.technicalWorks');
  });

  it('keeps language, BIN and subscriber in localStorage', () => {
    storage.setLanguage('kk');
    storage.setClientBin('990340000143');
    storage.setCurrentSubscriber('7012345678');
    expect(localStorage.getItem('kabinet.language')).toBe('kk');
    expect(storage.getClientBin()).toBe('990340000143');
    expect(storage.getCurrentSubscriber()).toBe('7012345678');
    storage.setCurrentSubscriber(null);
    expect(localStorage.getItem('kabinet.currentSubscriber')).toBeNull();
  });

  it('remembers notice closings per BIN and per notice', () => {
    storage.closeNotice('111111111110', 'penalty');
    expect(storage.isNoticeClosed('111111111110', 'penalty')).toBe(true);
    expect(storage.isNoticeClosed('111111111110', 'debtor')).toBe(false);
    expect(storage.isNoticeClosed('222222222220', 'penalty')).toBe(false);
  });

  it('keeps the report in-process flag per BIN', () => {
    storage.setReportInProcess('111111111110', 'balanceReport', true);
    expect(storage.isReportInProcess('111111111110', 'balanceReport')).toBe(true);
    expect(storage.isReportInProcess('222222222220', 'balanceReport')).toBe(false);
    storage.setReportInProcess('111111111110', 'balanceReport', false);
    expect(localStorage.length).toBe(0);
  });

  it('keeps the technical-works flag and debtor status in sessionStorage', () => {
    storage.setTechnicalWorks(true);
    expect(sessionStorage.getItem('kabinet.technicalWorks')).toBe('1');
    expect(storage.isTechnicalWorks()).toBe(true);
    storage.setDebtorStatus('111111111110', { isDebtor: true, penaltyNotice: false });
    expect(storage.getDebtorStatus('111111111110')).toEqual({ isDebtor: true, penaltyNotice: false });
    expect(storage.getDebtorStatus('222222222220')).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
