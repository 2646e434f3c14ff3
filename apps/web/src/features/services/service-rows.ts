import type { Product, ServiceCategory } from '@kabinet/contract';
import { hasEveryLanguage, type Language } from '@kabinet/contract/i18n-text';

/** spec §4 Service: available → pending → connected; connected → pending on disconnection. */
export type ServiceStatus = 'connected' | 'pending' | 'available';

export interface ServiceRow {
  key: string;
  product: Product;
  status: ServiceStatus;
  /** the toggle's position: on while connected and while its disconnection is pending */
  isOn: boolean;
}

export type ServiceTab = ServiceCategory;
const TAB_ORDER: readonly Exclude<ServiceCategory, 'ANY'>[] = ['INTERNET', 'VOICE', 'SERVICE', 'PACKAGE'];
const STATUS_OF = { CONNECTED: 'connected', PENDING: 'pending', AVAILABLE: 'available' } as const;

/** The number's products as rows: pending first, then connected, then available. */
export function serviceRows(products: readonly Product[]): ServiceRow[] {
  const rows = products.map((product) => {
    const status = STATUS_OF[product.status];
    const isOn = status === 'connected' || (status === 'pending' && product.pendingAction === 'DISABLE');
    return { key: product.productOfferingId, product, status, isOn };
  });
  const rank = { pending: 0, connected: 1, available: 2 } as const;
  return rows.sort((a, b) => rank[a.status] - rank[b.status]);
}

/** spec §2: tabs by category; "all" first, then the categories that have something. */
export function serviceTabs(rows: readonly ServiceRow[]): ServiceTab[] {
  if (rows.length === 0) return [];
  return ['ANY', ...TAB_ORDER.filter((c) => rows.some((r) => r.product.category === c))];
}

export const rowsOfTab = (rows: readonly ServiceRow[], tab: ServiceTab): ServiceRow[] =>
  tab === 'ANY' ? [...rows] : rows.filter((r) => r.product.category === tab);

/** spec §3 Product: the description link shows only when ru, en and kk all exist. */
export function productLink(product: Product | undefined, language: Language): string | null {
  const link = product?.productDescription.link;
  return hasEveryLanguage(link) ? link[language] : null;
}

export function productDescription(product: Product | undefined, language: Language): string | null {
  const description = product?.productDescription.description;
  return description?.[language]?.trim() || null;
}

/** Anything the operator has not completed yet keeps the page polling. */
export const hasPending = (products: readonly Product[] | undefined): boolean =>
  !!products && products.some((p) => p.status === 'PENDING');
