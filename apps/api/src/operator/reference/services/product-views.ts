import type { BonusGroup, IncompatibleProduct, Product } from '@kabinet/contract';
import type { bonusGroups, bonuses, products, subscriberProducts } from '../../../db/schema/index.ts';
import { localized, toIsoDate, toKazakhstanDate } from '../row-values.ts';

// Rows of the product tables become contract shapes here (spec §3 Product, Bonus group,
// Incompatible product); rows never leave operator/reference.

export type CatalogueRow = typeof products.$inferSelect;
export type NumberProductRow = typeof subscriberProducts.$inferSelect;

/** A number's product is "active" while connected, also while its disconnection is pending (spec §4). */
export const isProductActive = (own: NumberProductRow | null): boolean =>
  own?.status === 'CONNECTED' || (own?.status === 'PENDING' && own.pendingAction === 'DISABLE');

/** Can the number order this product? On sale, for its payment type and for its tariff (spec §8). */
export function isAllowedFor(p: CatalogueRow, number: { type: string; tariffId: string }): boolean {
  return (
    (p.paymentType === null || p.paymentType === number.type) &&
    (p.tariffIds === null || p.tariffIds.includes(number.tariffId))
  );
}

/**
 * spec §3 Product action: a product withdrawn from sale can be neither connected nor disconnected
 * here (e.g. the contract-phone instalment); a one-time pack runs out by itself, it is only
 * connected; everything else toggles both ways.
 */
export function actionOf(p: CatalogueRow): Product['action'] {
  if (!p.isActive) return 'other';
  if (p.feeType === 'ONE_TIME_FEE' && p.type === 'PACKAGE') return 'enable';
  return 'full';
}

export const productName = (p: CatalogueRow) => localized(p.nameRu, p.nameEn, p.nameKk);

function trafficOf(mb: number | null): Product['trafficVolume'] {
  if (mb === null) return null;
  const isGb = mb >= 1024 && mb % 1024 === 0;
  return { amount: isGb ? mb / 1024 : mb, unit: isGb ? 'GB' : 'MB', isUnlimited: false };
}

const partial = (ru: string | null, en: string | null, kk: string | null) =>
  ru || en || kk ? { ru, en, kk } : null;

export function toProduct(p: CatalogueRow, own: NumberProductRow | null): Product {
  const status = own?.status ?? 'AVAILABLE';
  return {
    productOfferingId: p.productOfferingId,
    productOfferingType: p.type,
    name: productName(p),
    productDescription: {
      link: partial(p.linkRu, p.linkEn, p.linkKk),
      description: localized(p.descriptionRu, p.descriptionEn, p.descriptionKk),
    },
    category: p.category,
    isActive: isProductActive(own),
    isRenewable: p.isRenewable,
    action: actionOf(p),
    feeType: p.feeType,
    fee: p.fee,
    status,
    state: own && status !== 'AVAILABLE' ? own.state : 'NOT_ACTIVE',
    pendingAction: status === 'PENDING' ? (own?.pendingAction ?? null) : null,
    connectionDate: status === 'AVAILABLE' ? null : toKazakhstanDate(own?.connectedAt ?? null),
    availableUntil: status === 'AVAILABLE' ? null : toIsoDate(own?.availableUntil ?? null),
    validityDays: p.validityDays,
    trafficVolume: trafficOf(p.trafficVolumeMb),
    bonuses: p.bonusesRu
      ? [localized(p.bonusesRu, p.bonusesEn ?? p.bonusesRu, p.bonusesKk ?? p.bonusesRu)]
      : [],
  };
}

export function toIncompatible(p: CatalogueRow, type: 'BLOCKED' | 'DEACTIVATED'): IncompatibleProduct {
  return { productOfferingId: p.productOfferingId, name: productName(p), incompatibleType: type };
}

type GroupRow = typeof bonusGroups.$inferSelect;
type BonusRow = typeof bonuses.$inferSelect;

/** spec §3 Bonus group: amount of maxAmount in its unit, or unlimited; dates as YYYY-MM-DD. */
export function toBonusGroups(groups: GroupRow[], items: BonusRow[]): BonusGroup[] {
  return groups.map((g) => ({
    name: localized(g.nameRu, g.nameEn, g.nameKk),
    bonuses: items
      .filter((b) => b.groupId === g.id)
      .map((b) => ({
        name: localized(b.nameRu, b.nameEn, b.nameKk),
        isUnlim: b.isUnlim,
        amount: b.isUnlim ? null : b.amount,
        maxAmount: b.isUnlim ? null : b.maxAmount,
        unit: b.unit,
        startDate: toIsoDate(b.startDate),
        endDate: toIsoDate(b.endDate),
      })),
  }));
}
