import type { CompanyAccess } from '../company-access.ts';
import type { SessionRow } from './session-store.ts';

/** decision 033: how many sessions one process keeps; past it the oldest entries go first */
export const SESSION_CACHE_MAX = 10_000;
/**
 * the latest notifications remembered, to tell whether one concerned a read in flight (each
 * arrives once per listening connection: ≤ 21 copies)
 */
const RECENT_CHANGES = 1024;

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
 * that names the read's session, user or company (or everything) makes the put a no-op. Decision
 * 033, "The tail": any notification used to void every read in flight — each token refresh (a
 * notification, one copy per listening connection) made the reads of all other sessions miss again.
 */
export function createSessionCache(maxSessions = SESSION_CACHE_MAX) {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let live = false;
  // the payloads of the last RECENT_CHANGES generations, by generation modulo their number
  const recent: string[] = [];

  function changed(payload: string): void {
    generation++;
    recent[generation % RECENT_CHANGES] = payload;
  }

  /** true when a change since `mark` may concern `row` (or is too old to tell) */
  function touchedSince(mark: number, row: SessionRow): boolean {
    if (generation - mark >= RECENT_CHANGES) return true;
    for (let g = mark + 1; g <= generation; g++) if (concerns(recent[g % RECENT_CHANGES]!, row)) return true;
    return false;
  }

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
      if (!live || (mark !== generation && touchedSince(mark, row))) return;
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
      changed(payload);
      const key = payload.slice(2);
      if (payload.startsWith('s:')) entries.delete(key);
      else if (payload.startsWith('u:')) dropUser(key);
      else if (payload.startsWith('c:')) dropCompany(key);
      else entries.clear();
    },

    /** the listener connected (true) or lost its connection (false): either way nothing cached holds */
    setLive(isLive: boolean): void {
      changed('*');
      live = isLive;
      entries.clear();
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/** whether a notification's payload (migration 0031) names what `row` holds */
function concerns(payload: string, row: SessionRow): boolean {
  const key = payload.slice(2);
  if (payload.startsWith('s:')) return key === row.id;
  if (payload.startsWith('u:')) return key === row.userId;
  if (payload.startsWith('c:')) return key === row.company?.bin;
  return true; // `*`: everything
}
