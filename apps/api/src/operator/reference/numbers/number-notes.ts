import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { NoteChange } from '../../port.ts';

// spec §2/§5 a number's label (≤ 20) and comment (≤ 50); null deletes. The lengths are checked by
// the contract before this runs, and again by the table's check constraints.

const COLUMNS = { label: 'label', comment: 'comment' } as const;

/** Sets a label or a comment in one statement, answering the value before and after. */
export function createSubscriberNotes(db: Db) {
  const setNote = async (
    column: keyof typeof COLUMNS,
    bin: string,
    msisdn: string,
    value: string | null,
  ): Promise<NoteChange | null> => {
    const name = sql.raw(COLUMNS[column]);
    // the row is locked first, so `previous` is the value this update replaced (for the action log)
    const { rows } = await db.execute<{ previous: string | null; current: string | null }>(sql`
      with old as (
        select msisdn, ${name} from operator.subscribers
        where msisdn = ${msisdn} and customer_bin = ${bin} for update
      )
      update operator.subscribers s set ${name} = ${value}, updated_at = now()
      from old where s.msisdn = old.msisdn
      returning old.${name} as previous, s.${name} as current`);
    return rows[0] ?? null;
  };
  return {
    setLabel: (bin: string, msisdn: string, label: string | null) => setNote('label', bin, msisdn, label),
    setComment: (bin: string, msisdn: string, comment: string | null) =>
      setNote('comment', bin, msisdn, comment),
  };
}
