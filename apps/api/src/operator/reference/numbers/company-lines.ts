import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { CompanyLine, CompanyLinesPage } from '../../numbers-port.ts';
import type { SubscriberFlag } from '@kabinet/contract';
import { localized } from '../row-values.ts';

// decision 034: the company's lines as the portal's index reads them (TMF637 `GET /product?
// relatedParty.id=…`): a page in msisdn order off the (company, msisdn) index, with the count.

/** a line's row: the names flat, dates as ISO text (raw statements bypass the driver's parsing) */
type LineRow = Pick<
  CompanyLine,
  | 'msisdn'
  | 'type'
  | 'isM2MSubscriber'
  | 'state'
  | 'remainingUnitsToSpend'
  | 'creditLimit'
  | 'isSMS_USSDMgmBanEnabled'
  | 'isMyKcellAccessBlocked'
> & {
  tariffId: string;
  tariffNameRu: string;
  tariffNameEn: string;
  tariffNameKk: string;
  isWorkmate: boolean;
  lcStateId: number;
  lcNameRu: string;
  lcNameEn: string;
  lcNameKk: string;
  lcStateDate: string | null;
  accountNumber: string;
  accountType: string;
  activatedAt: string;
  iccid: string;
  isEsim: boolean;
  balance: number | null;
  ownFlags: SubscriberFlag[] | null;
  isInRoaming: boolean;
  hasRegisteredDevice: boolean;
};

function toLine(row: LineRow): CompanyLine {
  return {
    msisdn: row.msisdn,
    accountNumber: row.accountNumber,
    accountType: row.accountType,
    activatedAt: new Date(row.activatedAt).toISOString(),
    iccid: row.iccid,
    isEsim: row.isEsim,
    tariff: {
      id: row.tariffId,
      name: localized(row.tariffNameRu, row.tariffNameEn, row.tariffNameKk),
      isWorkmate: row.isWorkmate,
    },
    type: row.type,
    isM2MSubscriber: row.isM2MSubscriber,
    lcState: {
      lcStateId: row.lcStateId,
      name: localized(row.lcNameRu, row.lcNameEn, row.lcNameKk),
      lcStateDate: row.lcStateDate === null ? null : new Date(row.lcStateDate).toISOString(),
    },
    state: row.state,
    remainingUnitsToSpend: row.remainingUnitsToSpend,
    creditLimit: row.creditLimit,
    availableByCreditLimitOrPiaBalance: row.balance,
    ownFlags: row.ownFlags,
    isInRoaming: row.isInRoaming,
    hasRegisteredDevice: row.hasRegisteredDevice,
    isSMS_USSDMgmBanEnabled: row.isSMS_USSDMgmBanEnabled,
    isMyKcellAccessBlocked: row.isMyKcellAccessBlocked,
  };
}

/** the lines' columns of `s` (a slice of the company's subscribers), joined with their names */
const linesOf = (rows: SQL) => sql`
select s.msisdn, s.account_number as "accountNumber", s.account_type as "accountType",
       to_json(s.activated_at) #>> '{}' as "activatedAt", s.iccid, s.esim as "isEsim",
       s.tariff_id as "tariffId", t.name_ru as "tariffNameRu", t.name_en as "tariffNameEn",
       t.name_kk as "tariffNameKk", t.is_workmate as "isWorkmate", s.type,
       s.is_m2m_subscriber as "isM2MSubscriber", s.lc_state_id as "lcStateId",
       ls.name_ru as "lcNameRu", ls.name_en as "lcNameEn", ls.name_kk as "lcNameKk",
       to_json(s.lc_state_date) #>> '{}' as "lcStateDate", s.state,
       s.remaining_units_to_spend as "remainingUnitsToSpend", s.credit_limit as "creditLimit",
       s.available_by_credit_limit_or_pia_balance as balance, s.subscriber_flags as "ownFlags",
       s.is_sms_ussd_mgm_ban_enabled as "isSMS_USSDMgmBanEnabled", s.is_app_access_blocked as "isMyKcellAccessBlocked",
       exists (select 1 from operator.subscriber_locations l
                where l.msisdn = s.msisdn and l.country_code <> 'KZ') as "isInRoaming",
       exists (select 1 from operator.device_registrations d
                where d.msisdn = s.msisdn and d.removed_at is null and not d.is_pending) as "hasRegisteredDevice"
from (${rows}) s
join operator.tariffs t on t.id = s.tariff_id
join operator.lifecycle_states ls on ls.id = s.lc_state_id
order by s.msisdn`;

export function createCompanyLines(db: Db) {
  return {
    async listCompanyLines(bin: string, page: { offset: number; limit: number }): Promise<CompanyLinesPage> {
      const [lines, count] = await Promise.all([
        db.execute<LineRow>(
          linesOf(sql`select * from operator.subscribers where customer_bin = ${bin}
            order by msisdn limit ${page.limit} offset ${page.offset}`),
        ),
        db.execute<{ total: number }>(
          sql`select count(*)::int as total from operator.subscribers where customer_bin = ${bin}`,
        ),
      ]);
      return { lines: lines.rows.map(toLine), total: count.rows[0]?.total ?? 0 };
    },
    async getCompanyLines(bin: string, msisdns: readonly string[]): Promise<CompanyLine[]> {
      if (msisdns.length === 0) return [];
      const { rows } = await db.execute<LineRow>(
        linesOf(sql`select * from operator.subscribers where customer_bin = ${bin}
          and msisdn = any(${`{${msisdns.join(',')}}`}::text[])`),
      );
      return rows.map(toLine);
    },
  };
}
