import type { Service, ServiceCategory, SubscriberServices } from '@kabinet/contract';
import type { products, subscriberProducts } from '../../../db/schema/index.ts';
import { localized, toIsoDate, toKazakhstanDate } from '../row-values.ts';

type ProductRow = typeof products.$inferSelect;
type NumberProductRow = typeof subscriberProducts.$inferSelect;

/** A catalogue product with the number's row for it, if any. */
export interface CatalogueEntry {
  product: ProductRow;
  own: NumberProductRow | null;
}

// spec §3 categories in the order of the services tabs (ANY, the "all" tab, is the web's union)
const CATEGORY_ORDER: readonly Exclude<ServiceCategory, 'ANY'>[] = [
  'INTERNET',
  'VOICE',
  'SERVICE',
  'PACKAGE',
];
const GROUP_NAMES = {
  PACKAGE: localized('Пакеты', 'Packages', 'Пакеттер'),
  SERVICE: localized('Услуги', 'Services', 'Қызметтер'),
} as const;

function trafficOf(mb: number | null): Service['trafficVolume'] {
  if (mb === null) return null;
  const isGb = mb >= 1024 && mb % 1024 === 0;
  return { amount: isGb ? mb / 1024 : mb, unit: isGb ? 'GB' : 'MB', isUnlimited: false };
}

function toService({ product: p, own }: CatalogueEntry): Service {
  return {
    id: p.productOfferingId,
    productOfferingId: p.productOfferingId,
    name: localized(p.nameRu, p.nameEn, p.nameKk),
    productType: p.type,
    category: p.category,
    feeType: p.feeType,
    fee: p.fee,
    connectionDate: toKazakhstanDate(own?.connectedAt ?? null),
    availableUntil: toIsoDate(own?.availableUntil ?? null),
    validityDays: p.validityDays,
    trafficVolume: trafficOf(p.trafficVolumeMb),
    bonuses: p.bonusesRu
      ? [localized(p.bonusesRu, p.bonusesEn ?? p.bonusesRu, p.bonusesKk ?? p.bonusesRu)]
      : [],
    // spec §4: a connected product stays on while its disconnection is pending
    isEnabled: own?.status === 'CONNECTED' || (own?.status === 'PENDING' && own.pendingAction === 'DISABLE'),
    state: own && own.status !== 'AVAILABLE' ? own.state : 'NOT_ACTIVE',
  };
}

/** Can the number order this product? On sale, for its payment type and for its tariff. */
function isOffered(p: ProductRow, number: { type: string; tariffId: string }): boolean {
  return (
    p.isActive &&
    (p.paymentType === null || p.paymentType === number.type) &&
    (p.tariffIds === null || p.tariffIds.includes(number.tariffId))
  );
}

/**
 * spec §3/§4 a number's services: connected ones are added, requests the operator has not completed
 * are pending, and the catalogue's other products the number may order are available, grouped by
 * category and, within it, by product type. `catalogue` is in display order.
 */
export function toSubscriberServices(
  catalogue: CatalogueEntry[],
  number: { type: string; tariffId: string },
): SubscriberServices {
  const added: Service[] = [];
  const pending: Service[] = [];
  const available = new Map<ServiceCategory, Map<keyof typeof GROUP_NAMES, Service[]>>();
  for (const entry of catalogue) {
    const status = entry.own?.status ?? 'AVAILABLE';
    if (status === 'CONNECTED') added.push(toService(entry));
    else if (status === 'PENDING') pending.push(toService(entry));
    else if (isOffered(entry.product, number)) {
      const groups = available.get(entry.product.category) ?? new Map();
      available.set(entry.product.category, groups);
      const list = groups.get(entry.product.type) ?? [];
      groups.set(entry.product.type, list);
      list.push(toService(entry));
    }
  }
  return {
    added,
    pending,
    available: CATEGORY_ORDER.filter((type) => available.has(type)).map((type) => ({
      type,
      groups: (['PACKAGE', 'SERVICE'] as const)
        .filter((kind) => available.get(type)!.has(kind))
        .map((kind) => ({ name: GROUP_NAMES[kind], services: available.get(type)!.get(kind)! })),
    })),
  };
}
