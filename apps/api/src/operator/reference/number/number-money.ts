import { asc, eq } from 'drizzle-orm';
import type { BalanceResponse, ContractPhones } from '@kabinet/contract';
import type { Db } from '../../../db/client.ts';
import { contractPhones } from '../../../db/schema/index.ts';
import { balanceOf, localized } from '../row-values.ts';
import { loadNumber } from '../number-row.ts';
import { createBonusGroupsReader } from '../services/bonus-groups.ts';

function standardCorpOf(c: typeof contractPhones.$inferSelect) {
  if (c.status === 'SUSPENDED' && c.missedPaymentAt)
    return {
      standardCorpReason: 'missed_payment' as const,
      standardCorpSince: c.missedPaymentAt.toISOString(),
    };
  if (c.status === 'TERMINATED' && c.terminatedAt && c.terminatedAt.getTime() === c.endDate.getTime())
    return { standardCorpReason: 'contract_end' as const, standardCorpSince: c.endDate.toISOString() };
  return { standardCorpReason: null, standardCorpSince: null };
}

/** The number page's balance cards and its contract phones (spec §2 Number detail). */
export function createNumberMoney(db: Db) {
  const bonusGroupsOf = createBonusGroupsReader(db);
  return {
    /** spec §3 Contract phone: the newest contract first (ACTIVE before TERMINATED for the select). */
    async getContractPhones(bin: string, msisdn: string): Promise<ContractPhones | null> {
      const number = await loadNumber(db, bin, msisdn);
      if (!number) return null;
      const rows = await db
        .select()
        .from(contractPhones)
        .where(eq(contractPhones.msisdn, msisdn))
        .orderBy(asc(contractPhones.status), asc(contractPhones.id));
      return {
        content: rows.map((c) => ({
          productId: c.productId,
          name: c.name,
          deviceName: c.deviceName,
          deviceType: c.deviceType,
          status: c.status,
          startDate: c.startDate.toISOString(),
          // spec §3: the termination date, else when the contract term ends
          endDate: (c.terminatedAt ?? c.endDate).toISOString(),
          duration: c.durationMonths,
          recurring: c.recurringPay,
          priceFactor: c.priceFactor,
          // decision 027: what moved the number to Standard Corp, as the operator's clock found it
          ...standardCorpOf(c),
        })),
      };
    },

    /** spec §2 balance cards (null: card not shown) and bonus groups. */
    async getBalance(bin: string, msisdn: string): Promise<BalanceResponse | null> {
      const [number, groups] = await Promise.all([loadNumber(db, bin, msisdn), bonusGroupsOf(msisdn)]);
      if (!number) return null;
      const { s, tariff } = number;
      return {
        msisdn: s.msisdn,
        type: s.type,
        tariff: {
          id: tariff.id,
          name: localized(tariff.nameRu, tariff.nameEn, tariff.nameKk),
          isWorkmate: tariff.isWorkmate,
        },
        ...balanceOf(s),
        bonusGroups: groups,
      };
    },
  };
}
