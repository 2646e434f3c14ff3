import { and, asc, eq, sql } from 'drizzle-orm';
import type { IncompatibleProduct } from '@kabinet/contract';
import type { Db } from '../../../db/client.ts';
import { preparedOn } from '../../../db/prepared.ts';
import { productIncompatibilities, products, subscriberProducts } from '../../../db/schema/index.ts';
import { toIncompatible, type CatalogueRow, type NumberProductRow } from './product-views.ts';

export interface CatalogueEntry {
  product: CatalogueRow;
  own: NumberProductRow | null;
}

/** The whole catalogue in display order, each product with the number's row for it (if any). */
export async function numberCatalogue(db: Db, msisdn: string): Promise<CatalogueEntry[]> {
  return preparedOn(db, 'ref_number_catalogue', (d) =>
    d
      .select({ product: products, own: subscriberProducts })
      .from(products)
      .leftJoin(
        subscriberProducts,
        and(
          eq(subscriberProducts.productId, products.productOfferingId),
          eq(subscriberProducts.msisdn, sql.placeholder('msisdn')),
        ),
      )
      .orderBy(asc(products.sortOrder), asc(products.productOfferingId))
      .prepare('ref_number_catalogue'),
  ).execute({ msisdn });
}

/** Is there such a product in the catalogue? */
export async function productExists(db: Db, productOfferingId: string): Promise<boolean> {
  const rows = await preparedOn(db, 'ref_product_exists', (d) =>
    d
      .select({ id: products.productOfferingId })
      .from(products)
      .where(eq(products.productOfferingId, sql.placeholder('id')))
      .prepare('ref_product_exists'),
  ).execute({ id: productOfferingId });
  return rows.length > 0;
}

/**
 * One product with the number's row for it; with `lock`, the number's row is locked FOR UPDATE
 * (taken after the subscriber's lock: DESIGN §3 fixed order).
 */
export async function numberProduct(
  db: Db,
  msisdn: string,
  productOfferingId: string,
  opts: { lock?: boolean } = {},
): Promise<CatalogueEntry | null> {
  const [product] = await db.select().from(products).where(eq(products.productOfferingId, productOfferingId));
  if (!product) return null;
  const query = db
    .select()
    .from(subscriberProducts)
    .where(and(eq(subscriberProducts.msisdn, msisdn), eq(subscriberProducts.productId, productOfferingId)));
  const [own] = opts.lock ? await query.for('update') : await query;
  return { product, own: own ?? null };
}

export interface Conflict {
  incompatible: IncompatibleProduct;
  own: NumberProductRow;
}

/**
 * spec §3 Incompatible product: the catalogue's conflicts of `productOfferingId` that the number
 * has connected (or pending), in product id order — the order their rows are locked in.
 */
export async function conflictsOf(
  db: Db,
  msisdn: string,
  productOfferingId: string,
  opts: { lock?: boolean } = {},
): Promise<Conflict[]> {
  const query = preparedOn(db, 'ref_product_conflicts', (d) =>
    d
      .select({ product: products, own: subscriberProducts, type: productIncompatibilities.incompatibleType })
      .from(productIncompatibilities)
      .innerJoin(products, eq(products.productOfferingId, productIncompatibilities.incompatibleProductId))
      .innerJoin(
        subscriberProducts,
        and(
          eq(subscriberProducts.productId, productIncompatibilities.incompatibleProductId),
          eq(subscriberProducts.msisdn, sql.placeholder('msisdn')),
        ),
      )
      .where(eq(productIncompatibilities.productId, sql.placeholder('id')))
      .orderBy(asc(productIncompatibilities.incompatibleProductId))
      .prepare('ref_product_conflicts'),
  );
  if (opts.lock)
    await db.execute(
      sql`select 1 from ${subscriberProducts} where ${subscriberProducts.msisdn} = ${msisdn} and ${subscriberProducts.productId} in (select ${productIncompatibilities.incompatibleProductId} from ${productIncompatibilities} where ${productIncompatibilities.productId} = ${productOfferingId}) order by ${subscriberProducts.productId} for update`,
    );
  const rows = await query.execute({ msisdn, id: productOfferingId });
  return rows
    .filter((r) => r.own.status !== 'AVAILABLE')
    .map((r) => ({ incompatible: toIncompatible(r.product, r.type), own: r.own }));
}
