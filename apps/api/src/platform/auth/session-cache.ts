import type { CompanyAccess } from '../company-access.ts';
import type { SessionRow } from './session-store.ts';

/** decision 033: how many sessions one process keeps; past it the oldest entries go first */
export const SESSION_CACHE_MAX = 10_000;

interface Entry {
  session: Omit<SessionRow, 'company'>;
  /** the user's access per company asked for; undefined: not one of the user's companies */
  companies: Map<string, CompanyAccess | undefined>;
}

/**
 * decision 033: the sessions of signed-in requests, with their user and the company access they
 * asked for, kept in this process so that a signed-in request costs no statement of its own.
 * Every change to what an entry holds is announced by PostgreSQL (`kabinet_auth`, migration 0031);
 * `invalidate` drops what a notification names. Nothing is cached while the listener is not
 * connected (`setLive(false)`): a notification missed then would leave a stale entry forever.
 *
 * A read that began before a notification must not put back what the notification removed:
 * `mark` before the read, `put` with that mark, and a notification in between (the `generation`)
 * makes the put a no-op.
 */
export function createSessionCache(maxSessions = SESSION_CACHE_MAX) {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let live = false;

  function dropUser(userId: string): void {
    for (const [id, entry] of entries) if (entry.session.userId === userId) entries.delete(id);
  }

  function dropCompany(bin: string): void {
    for (const entry of entries.values()) entry.companies.delete(bin);
  }

  return {
    /** the live session (with the access to `bin`), null when it has expired; undefined: ask the database */
    get(id: string, bin: string | undefined, now = Date.now()): SessionRow | undefined {
      const entry = entries.get(id);
      if (!entry) return undefined;
      // the cached expiry is never later than the row's (it only slides forward): past it, the
      // database says whether another process has kept the session alive
      if (entry.session.expiresAt.getTime() <= now) {
        entries.delete(id);
        return undefined;
      }
      if (bin === undefined) return entry.session;
      if (!entry.companies.has(bin)) return undefined;
      return { ...entry.session, company: { bin, access: entry.companies.get(bin) } };
    },

    mark: (): number => generation,

    /** keeps what a read that began at `mark` found, unless a notification came in between */
    put(mark: number, row: SessionRow): void {
      if (!live || mark !== generation) return;
      const { company, ...session } = row;
      let entry = entries.get(row.id);
      if (entry) entry.session = session;
      else {
        if (entries.size >= maxSessions) entries.delete(entries.keys().next().value!);
        entry = { session, companies: new Map() };
        entries.set(row.id, entry);
      }
      if (company) entry.companies.set(company.bin, company.access);
    },

    /** this process wrote the session's expiry or tokens: the entry follows without a notification */
    patch(
      id: string,
      fields: Partial<Pick<SessionRow, 'tokenExpiresAt' | 'expiresAt' | 'lastSeenAt'>>,
    ): void {
      const entry = entries.get(id);
      if (entry) entry.session = { ...entry.session, ...fields };
    },

    /** a notification's payload (migration 0031): `s:<session>`, `u:<user>`, `c:<BIN>` or `*` */
    invalidate(payload: string): void {
      generation++;
      const key = payload.slice(2);
      if (payload.startsWith('s:')) entries.delete(key);
      else if (payload.startsWith('u:')) dropUser(key);
      else if (payload.startsWith('c:')) dropCompany(key);
      else entries.clear();
    },

    /** the listener connected (true) or lost its connection (false): either way nothing cached holds */
    setLive(isLive: boolean): void {
      generation++;
      live = isLive;
      entries.clear();
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
