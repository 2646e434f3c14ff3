import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';
import type { SessionRow } from './session-store.ts';

const row = (id: string, userId: string, bin?: string): SessionRow => ({
  id,
  userId,
  tokenExpiresAt: new Date(Date.now() + 60_000),
  expiresAt: new Date(Date.now() + 3_600_000),
  createdAt: new Date(),
  lastSeenAt: new Date(),
  user: { subject: 'sub', email: 'a@example.kz', firstName: 'А', lastName: 'Б' },
  ...(bin ? { company: { bin, access: undefined } } : {}),
});

// decision 033: a read that raced a notification is kept only when the notification did not name it
describe('session cache: reads in flight and notifications', () => {
  it('keeps a read when the notifications meanwhile named other sessions, users and companies', () => {
    const cache = createSessionCache();
    cache.setLive(true);
    const mark = cache.mark();
    for (const payload of ['s:other', 'u:other-user', 'c:999999999999']) cache.invalidate(payload);
    cache.put(mark, row('s1', 'u1', '111111111111'));
    expect(cache.get('s1', '111111111111')?.userId).toBe('u1');
  });

  it.each([['s:s1'], ['u:u1'], ['c:111111111111'], ['*']])(
    'drops a read when %s arrived while it ran',
    (payload) => {
      const cache = createSessionCache();
      cache.setLive(true);
      const mark = cache.mark();
      cache.invalidate(payload);
      cache.put(mark, row('s1', 'u1', '111111111111'));
      expect(cache.get('s1', '111111111111')).toBeUndefined();
    },
  );

  it('drops a read older than the notifications it remembers', () => {
    const cache = createSessionCache();
    cache.setLive(true);
    const mark = cache.mark();
    for (let i = 0; i < 5000; i++) cache.invalidate(`s:other-${i}`);
    cache.put(mark, row('s1', 'u1'));
    expect(cache.get('s1', undefined)).toBeUndefined();
  });

  it('drops a read when the listener was lost and came back meanwhile', () => {
    const cache = createSessionCache();
    cache.setLive(true);
    const mark = cache.mark();
    cache.setLive(false);
    cache.setLive(true);
    cache.put(mark, row('s1', 'u1'));
    expect(cache.get('s1', undefined)).toBeUndefined();
  });
});
