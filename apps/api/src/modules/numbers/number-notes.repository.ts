import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// spec §2/§5 a number's label (≤ 20) and comment (≤ 50), the portal's own (decision 034): columns of
// the line's row in the portal's index. The lengths are checked by the contract before this runs,
// and again by the table's check constraints; null deletes.

/** A label or comment change: the value before and after (null = none). */
export interface NoteChange {
  previous: string | null;
  current: string | null;
}

export type NoteKind = 'label' | 'comment';

const COLUMNS = { label: 'label', comment: 'comment' } as const;

/** Sets a label or a comment in one statement; null when the company's index has no such line. */
export async function setNote(
  db: Db,
  bin: string,
  msisdn: string,
  kind: NoteKind,
  value: string | null,
): Promise<NoteChange | null> {
  const name = sql.raw(COLUMNS[kind]);
  // the row is locked first, so `previous` is the value this update replaced (for the action log)
  const { rows } = await db.execute<{ previous: string | null; current: string | null }>(sql`
    with old as (
      select msisdn, ${name} from portal.company_lines
      where msisdn = ${msisdn} and customer_bin = ${bin} for update
    )
    update portal.company_lines l set ${name} = ${value}
    from old where l.msisdn = old.msisdn
    returning old.${name} as previous, l.${name} as current`);
  return rows[0] ?? null;
}

/** the line's notes as the number's page shows them; null when the index has no such line */
export async function notesOf(
  db: Db,
  bin: string,
  msisdn: string,
): Promise<{ label: string | null; comment: string | null } | null> {
  const { rows } = await db.execute<{ label: string | null; comment: string | null }>(sql`
    select label, comment from portal.company_lines where msisdn = ${msisdn} and customer_bin = ${bin}`);
  return rows[0] ?? null;
}
