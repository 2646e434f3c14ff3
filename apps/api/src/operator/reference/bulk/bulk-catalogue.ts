import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { BulkPort } from '../../bulk-port.ts';
import { flagsOf, localized } from '../row-values.ts';

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

/** A batch of a job's or an upload's numbers: those of the company, with label, flags and state. */
export const bulkNumbersOf =
  (db: Db): BulkPort['bulkNumbersOf'] =>
  async (bin, msisdns) => {
    if (msisdns.length === 0) return new Map();
    const { rows } = await db.execute<{
      msisdn: string;
      label: string | null;
      flags: string[] | null;
      lcStateId: number;
      smsBan: boolean;
      appBlocked: boolean;
      callDetails: boolean;
      costCentreId: string | null;
      monthlyLimit: string | null;
      blockAtLimit: boolean | null;
    }>(sql`
      select msisdn, label, subscriber_flags as flags, lc_state_id as "lcStateId",
        is_sms_ussd_mgm_ban_enabled as "smsBan", is_app_access_blocked as "appBlocked",
        has_app_call_details_access as "callDetails", s.cost_centre_id as "costCentreId",
        l.monthly_limit as "monthlyLimit", l.block_at_limit as "blockAtLimit"
      from operator.subscribers s left join portal.spend_limits l using (msisdn)
      where s.customer_bin = ${bin} and s.msisdn = any(${sql.param([...msisdns])}::text[])`);
    return new Map(
      rows.map((row) => [
        row.msisdn,
        {
          label: row.label,
          ownFlags: row.flags === null ? null : flagsOf(row.flags, []),
          state: {
            msisdn: row.msisdn,
            lcStateId: row.lcStateId,
            isSMS_USSDMgmBanEnabled: row.smsBan,
            isMyKcellAccessBlocked: row.appBlocked,
            accessToDetailOfMyKcell: row.callDetails,
          },
          costCentreId: row.costCentreId === null ? null : Number(row.costCentreId),
          spendLimit:
            row.monthlyLimit === null
              ? null
              : { monthlyLimit: Number(row.monthlyLimit), blockAtLimit: row.blockAtLimit === true },
        },
      ]),
    );
  };
