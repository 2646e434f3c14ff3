import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bonusGroups, bonuses } from '../../../db/schema/index.ts';
import { toBonusGroups } from './product-views.ts';

/** The number's bonus groups (spec §3 Bonus) with their bonuses: one prepared statement. */
export function createBonusGroupsReader(db: Db) {
  // the number's bonus groups with their bonuses: one statement
  const bonusRows = db
    .select({ group: bonusGroups, bonus: bonuses })
    .from(bonusGroups)
    .leftJoin(bonuses, eq(bonuses.groupId, bonusGroups.id))
    .where(eq(bonusGroups.msisdn, sql.placeholder('msisdn')))
    .orderBy(asc(bonusGroups.sortOrder), asc(bonusGroups.id), asc(bonuses.id))
    .prepare('ref_bonus_groups');
  return async (msisdn: string) => {
    const rows = await bonusRows.execute({ msisdn });
    const groups = [...new Map(rows.map((r) => [r.group.id, r.group])).values()];
    const items = rows.flatMap((r) => (r.bonus ? [r.bonus] : []));
    return toBonusGroups(groups, items);
  };
}
