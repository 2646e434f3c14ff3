import { asc, eq, sql } from 'drizzle-orm';
import type { BalanceResponse, ContractPhones, IncompatibleProduct, Product } from '@kabinet/contract';
import type { Db } from '../../../db/client.ts';
import { bonusGroups, bonuses, contractPhones } from '../../../db/schema/index.ts';
import { balanceOf, localized } from '../subscriber-card.ts';
import { loadNumber } from '../number-row.ts';
import { conflictsOf, numberCatalogue, productExists } from './product-catalogue.ts';
import { isAllowedFor, toBonusGroups, toProduct } from './product-views.ts';

/** The read calls of spec §7 Subscriber for products, contract phones and balance. */
export function createProductsQueries(db: Db) {
  // the number's bonus groups with their bonuses: one statement
  const bonusRows = db
    .select({ group: bonusGroups, bonus: bonuses })
    .from(bonusGroups)
    .leftJoin(bonuses, eq(bonuses.groupId, bonusGroups.id))
    .where(eq(bonusGroups.msisdn, sql.placeholder('msisdn')))
    .orderBy(asc(bonusGroups.sortOrder), asc(bonusGroups.id), asc(bonuses.id))
    .prepare('ref_bonus_groups');
  const bonusGroupsOf = async (msisdn: string) => {
    const rows = await bonusRows.execute({ msisdn });
    const groups = [...new Map(rows.map((r) => [r.group.id, r.group])).values()];
    const items = rows.flatMap((r) => (r.bonus ? [r.bonus] : []));
    return toBonusGroups(groups, items);
  };

  return {
    /**
     * spec §3 Product: what the number has (connected, pending) and what it may order (on sale,
     * for its tariff and payment type), in catalogue order; with its bonus groups.
     */
    async listProducts(bin: string, msisdn: string) {
      // side by side: the other two read by msisdn only and are used only for the company's number
      const [number, catalogue, groups] = await Promise.all([
        loadNumber(db, bin, msisdn),
        numberCatalogue(db, msisdn),
        bonusGroupsOf(msisdn),
      ]);
      if (!number) return null;
      const list: Product[] = catalogue
        .filter(
          ({ product, own }) =>
            (own !== null && own.status !== 'AVAILABLE') ||
            (product.isActive && isAllowedFor(product, number.s)),
        )
        .map(({ product, own }) => toProduct(product, own));
      return { products: list, bonusGroups: groups };
    },

    /** spec §3 Incompatible product: connected (or pending) products in the way of connecting this one. */
    async getIncompatibleProducts(bin: string, msisdn: string, productOfferingId: string) {
      const [number, exists, conflicts] = await Promise.all([
        loadNumber(db, bin, msisdn),
        productExists(db, productOfferingId),
        conflictsOf(db, msisdn, productOfferingId),
      ]);
      if (!number) return null;
      if (!exists) return [] as IncompatibleProduct[];
      return conflicts.map((c) => c.incompatible);
    },

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
