import type { IncompatibleProduct, Product } from '@kabinet/contract';
import type { Db } from '../../../db/client.ts';
import { loadNumber } from '../number-row.ts';
import { conflictsOf, numberCatalogue, productExists } from './product-catalogue.ts';
import { createBonusGroupsReader } from './bonus-groups.ts';
import { isAllowedFor, toProduct } from './product-views.ts';

/** The read calls of spec §7 Subscriber for products. */
export function createProductsQueries(db: Db) {
  const bonusGroupsOf = createBonusGroupsReader(db);

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
  };
}
