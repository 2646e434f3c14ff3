import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

// decision 012: the embedded IdP's sign-in form answered 50 wrong passwords in 67 ms and then
// accepted the right one. Failures are counted per account and per client IP in PostgreSQL (every
// server process shares them). After a few failures each further attempt must wait a growing delay;
// after many, the key is locked for a while. While a key waits or is locked, the form is answered
// without looking at the password at all, so a guess in that time can never succeed.
// Keycloak has the same policy built in: docs/keycloak.md says how to switch it on.

export interface ThrottlePolicy {
  /** failures forgiven after this long without one */
  windowSeconds: number;
  /** failures before the delay starts */
  freeFailures: number;
  /** the delay doubles with each further failure, from 1 s up to this */
  maxDelaySeconds: number;
  /** failures that lock the key */
  lockAfter: number;
  lockSeconds: number;
}

export const ACCOUNT_POLICY: ThrottlePolicy = {
  windowSeconds: 15 * 60,
  freeFailures: 3,
  maxDelaySeconds: 60,
  lockAfter: 10,
  lockSeconds: 15 * 60,
};

/** an office behind one address signs in many people: the IP's allowance is wider */
export const IP_POLICY: ThrottlePolicy = {
  windowSeconds: 15 * 60,
  freeFailures: 10,
  maxDelaySeconds: 30,
  lockAfter: 50,
  lockSeconds: 15 * 60,
};

/** Seconds a key must wait after its n-th failure (0 while failures are free). */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.maxDelaySeconds, 2 ** (failures - policy.freeFailures));
}

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

export const throttleKeys = (username: string, ip: string): ThrottleKey[] => [
  { key: `account:${username.trim().toLowerCase()}`, policy: ACCOUNT_POLICY },
  { key: `ip:${ip}`, policy: IP_POLICY },
];

type FailureRow = {
  key: string;
  failures: number;
  last_failure_at: Date;
  locked_until: Date | null;
  now: Date;
};

export function createSignInThrottle(db: Db) {
  return {
    /** 0 when an attempt may be checked now, else the seconds to wait (the longest of the keys) */
    async waitSeconds(keys: ThrottleKey[]): Promise<number> {
      const rows = (
        await db.execute<FailureRow>(sql`
          select key, failures, last_failure_at, locked_until, now() as now
          from portal.sign_in_failures
          where key in (${sql.join(
            keys.map((k) => sql`${k.key}`),
            sql`, `,
          )})`)
      ).rows;
      let wait = 0;
      for (const row of rows) {
        const policy = keys.find((k) => k.key === row.key)!.policy;
        const now = new Date(row.now).getTime();
        const lastFailure = new Date(row.last_failure_at).getTime();
        if (now - lastFailure > policy.windowSeconds * 1000) continue;
        const lockedUntil = row.locked_until ? new Date(row.locked_until).getTime() : 0;
        const delayedUntil = lastFailure + delayAfter(row.failures, policy) * 1000;
        const until = Math.max(lockedUntil, delayedUntil);
        if (until > now) wait = Math.max(wait, Math.ceil((until - now) / 1000));
      }
      return wait;
    },

    /** counts a wrong password against every key; a key reaching its lock threshold is locked */
    async recordFailure(keys: ThrottleKey[]): Promise<void> {
      for (const { key, policy } of keys) {
        const window = `${policy.windowSeconds} seconds`;
        const lock = `${policy.lockSeconds} seconds`;
        await db.execute(sql`
          insert into portal.sign_in_failures as f (key, failures, first_failure_at, last_failure_at)
          values (${key}, 1, now(), now())
          on conflict (key) do update set
            failures = case when f.last_failure_at < now() - ${window}::interval then 1 else f.failures + 1 end,
            first_failure_at = case when f.last_failure_at < now() - ${window}::interval then now() else f.first_failure_at end,
            last_failure_at = now(),
            locked_until = case
              when f.last_failure_at >= now() - ${window}::interval and f.failures + 1 >= ${policy.lockAfter}
              then now() + ${lock}::interval
              else f.locked_until end`);
      }
    },

    /** the right password clears the account's failures (not the IP's: others may guess from it) */
    async recordSuccess(accountKey: ThrottleKey): Promise<void> {
      await db.execute(sql`delete from portal.sign_in_failures where key = ${accountKey.key}`);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
