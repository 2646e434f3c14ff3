import type { NumbersFilterOptions } from '@kabinet/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyTariffs } from './numbers-order-sql.ts';

// decision 024: what the list's tariff and account filters offer, read from the portal's index of
// the company's lines (decision 034). The company's tariffs: a loose scan of its (company, tariff,
// msisdn) index, one probe per tariff it has; decision 029's scoped user: those of the groups'
// numbers, one probe each. The accounts of a scoped user likewise (the others' are the billing's).

type TariffRow = { id: string; ru: string; en: string; kk: string };

const groupArray = (groupIds: readonly string[]) => `{${groupIds.join(',')}}`;

/** the scoped user's lines of the company: the groups' members found in the index */
const scopedLines = (bin: string, groupIds: readonly string[]): SQL =>
  sql`(select l.* from portal.number_group_members m
        join portal.company_lines l on l.msisdn = m.msisdn and l.customer_bin = ${bin}
       where m.group_id = any(${groupArray(groupIds)}::uuid[]))`;

export async function tariffOptions(
  db: Db,
  bin: string,
  groupIds: readonly string[] | null,
): Promise<NumbersFilterOptions['tariffs']> {
  const { rows } = await db.execute<TariffRow>(
    groupIds
      ? sql`select distinct l.tariff_id as id, l.tariff_name_ru as ru, l.tariff_name_en as en, l.tariff_name_kk as kk
              from ${scopedLines(bin, groupIds)} l order by ru, id`
      : sql`with recursive ${companyTariffs(bin)}
            select t.id, n.ru, n.en, n.kk from t
            cross join lateral (select tariff_name_ru as ru, tariff_name_en as en, tariff_name_kk as kk
                                  from portal.company_lines where customer_bin = ${bin} and tariff_id = t.id limit 1) n
            where t.id is not null order by n.ru, t.id`,
  );
  return rows.map(({ id, ru, en, kk }) => ({ id, name: { ru, en, kk } }));
}

/** a scoped user's accounts: those of the groups' numbers */
export async function scopedAccountOptions(
  db: Db,
  bin: string,
  groupIds: readonly string[],
): Promise<string[]> {
  const { rows } = await db.execute<{ accountNumber: string }>(
    sql`select distinct l.account_number as "accountNumber" from ${scopedLines(bin, groupIds)} l order by 1`,
  );
  return rows.map((row) => row.accountNumber);
}
