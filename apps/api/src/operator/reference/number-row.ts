import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { contractPhones, lifecycleStates, subscribers, tariffs } from '../../db/schema/index.ts';

export type SubscriberRow = typeof subscribers.$inferSelect;

export interface NumberRow {
  s: SubscriberRow;
  tariff: typeof tariffs.$inferSelect;
  lc: typeof lifecycleStates.$inferSelect;
  /** spec §4 Contract phone status of the number's running contracts (TERMINATED ones are over) */
  contractStatuses: ('ACTIVE' | 'SUSPENDED')[];
}

/**
 * The company's number with its tariff, lifecycle state and running contract phones. With
 * `lock`, the subscriber row is locked FOR UPDATE: every operation on a number takes this lock
 * first, so operations on one number run one after another (DESIGN §3 fixed lock order).
 */
export async function loadNumber(
  db: Db,
  bin: string,
  msisdn: string,
  opts: { lock?: boolean } = {},
): Promise<NumberRow | null> {
  // the lock first, on the subscriber row alone (drizzle's `for update of` cannot name a table
  // in a schema, and locking the joined tariff rows would serialise every number of the tariff)
  if (opts.lock)
    await db.execute(
      sql`select 1 from ${subscribers} where ${subscribers.msisdn} = ${msisdn} and ${subscribers.customerBin} = ${bin} for update`,
    );
  const [row] = await preparedOn(db, 'ref_number_row', (d) =>
    d
      .select({
        s: subscribers,
        tariff: tariffs,
        lc: lifecycleStates,
        contractStatuses: sql<
          ('ACTIVE' | 'SUSPENDED')[]
        >`array(select ${contractPhones.status} from ${contractPhones} where ${contractPhones.msisdn} = ${subscribers.msisdn} and ${contractPhones.status} <> 'TERMINATED' order by ${contractPhones.id})`,
      })
      .from(subscribers)
      .innerJoin(tariffs, eq(tariffs.id, subscribers.tariffId))
      .innerJoin(lifecycleStates, eq(lifecycleStates.id, subscribers.lcStateId))
      .where(
        and(
          eq(subscribers.msisdn, sql.placeholder('msisdn')),
          eq(subscribers.customerBin, sql.placeholder('bin')),
        ),
      )
      .prepare('ref_number_row'),
  ).execute({ msisdn, bin });
  return row ?? null;
}

/** The balance fees are charged to (spec §3: the prepaid balance, or what is left of the credit limit). */
export const chargeableBalance = (s: SubscriberRow): number => s.availableByCreditLimitOrPiaBalance ?? 0;
