import type { NumbersFilterOptions } from '@kabinet/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/**
 * decision 024: what the list's tariff and account filters offer — the tariffs the company's
 * numbers are on (one index probe per tariff of the catalogue) and its personal accounts.
 * decision 029: for a user scoped to number groups, only the tariffs and accounts of the numbers
 * they may see — read from the groups' members (one index probe each), never the whole company.
 */
export async function filterOptionsOf(
  db: Db,
  bin: string,
  groupIds: readonly string[] | null = null,
): Promise<NumbersFilterOptions> {
  const inScope = (column: 'tariff_id' | 'account_number'): SQL =>
    sql`(select s.${sql.raw(column)} from portal.number_group_members m
      join operator.subscribers s on s.customer_bin = ${bin} and s.msisdn = m.msisdn
      where m.group_id = any(${`{${(groupIds ?? []).join(',')}}`}::uuid[]))`;
  const [tariffs, accounts] = await Promise.all([
    db.execute<{ id: string; ru: string; en: string; kk: string }>(sql`
      select t.id, t.name_ru as ru, t.name_en as en, t.name_kk as kk from operator.tariffs t
      where ${
        groupIds
          ? sql`t.id in ${inScope('tariff_id')}`
          : sql`exists (select 1 from operator.subscribers s where s.customer_bin = ${bin} and s.tariff_id = t.id)`
      }
      order by t.name_ru, t.id`),
    db.execute<{ accountNumber: string }>(sql`
      select account_number as "accountNumber" from operator.billing_accounts
      where customer_bin = ${bin}${groupIds ? sql` and account_number in ${inScope('account_number')}` : sql``}
      order by account_number`),
  ]);
  return {
    tariffs: tariffs.rows.map(({ id, ru, en, kk }) => ({ id, name: { ru, en, kk } })),
    accounts: accounts.rows.map((row) => row.accountNumber),
  };
}
