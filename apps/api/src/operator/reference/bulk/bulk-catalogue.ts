import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { BulkPort } from '../../bulk-port.ts';
import { localized } from '../row-values.ts';

/**
 * The products a bulk job can connect or disconnect: on sale (spec §3 Product action: a withdrawn
 * product can be neither), for every tariff or for one the company's numbers have. Whether each
 * number may have it is still the single action's answer, number by number.
 */
export const bulkCatalogue =
  (db: Db): BulkPort['bulkCatalogue'] =>
  async (bin) => {
    const { rows } = await db.execute<{
      id: string;
      type: string;
      nameRu: string;
      nameEn: string;
      nameKk: string;
      isEnableOnly: boolean;
    }>(sql`
      select p.product_offering_id as id, p.type, p.name_ru as "nameRu", p.name_en as "nameEn",
        p.name_kk as "nameKk", (p.fee_type = 'ONE_TIME_FEE' and p.type = 'PACKAGE') as "isEnableOnly"
      from operator.products p
      where p.is_active and (p.tariff_ids is null or exists (
        select 1 from operator.subscribers s
        where s.customer_bin = ${bin} and s.tariff_id = any(p.tariff_ids)))
      order by p.sort_order, p.product_offering_id`);
    return rows.map((row) => ({
      productOfferingId: row.id,
      name: localized(row.nameRu, row.nameEn, row.nameKk),
      type: row.type,
      action: row.isEnableOnly ? ('enable' as const) : ('toggle' as const),
    }));
  };
