import type { Product, Service, ServiceCategory, SubscriberServices } from '@kabinet/contract';
import { hasEveryLanguage, type Language, type LocalizedText } from '@kabinet/contract/i18n-text';

/** spec §4 Service: available → pending → connected. */
export type ServiceStatus = 'connected' | 'pending' | 'available';

export interface ServiceRow {
  /** stable key for lists */
  key: string;
  service: Service;
  status: ServiceStatus;
  /** the /products entry of the same productOfferingId: description, link, renewal, action */
  product: Product | undefined;
}

export type ServiceTab = ServiceCategory;
const TAB_ORDER: readonly Exclude<ServiceCategory, 'ANY'>[] = ['INTERNET', 'VOICE', 'SERVICE', 'PACKAGE'];

/** Connected, pending and available services of a number, joined with its products. */
export function serviceRows(services: SubscriberServices, products: readonly Product[]): ServiceRow[] {
  const byId = new Map(products.map((p) => [p.productOfferingId, p]));
  const rows: ServiceRow[] = [];
  const seen = new Set<string>();
  const push = (service: Service, status: ServiceStatus) => {
    const key = service.productOfferingId ?? service.id;
    if (seen.has(key)) return;
    seen.add(key);
    rows.push({ key, service, status, product: byId.get(key) });
  };
  for (const s of services.pending) push(s, 'pending');
  for (const s of services.added) push(s, 'connected');
  for (const type of services.available)
    for (const group of type.groups) for (const s of group.services) push(s, 'available');
  return rows;
}

/** spec §2: tabs by category; "all" first, then the categories that have something. */
export function serviceTabs(rows: readonly ServiceRow[]): ServiceTab[] {
  if (rows.length === 0) return [];
  return ['ANY', ...TAB_ORDER.filter((c) => rows.some((r) => r.service.category === c))];
}

export const rowsOfTab = (rows: readonly ServiceRow[], tab: ServiceTab): ServiceRow[] =>
  tab === 'ANY' ? [...rows] : rows.filter((r) => r.service.category === tab);

/** spec §3 Product: the description link shows only when ru, en and kk all exist. */
export function productLink(product: Product | undefined, language: Language): string | null {
  const link = product?.productDescription.link;
  return hasEveryLanguage(link) ? (link as LocalizedText)[language] : null;
}

export function productDescription(product: Product | undefined, language: Language): string | null {
  const description = product?.productDescription.description;
  return description?.[language]?.trim() || description?.ru?.trim() || null;
}

/** Anything the operator has not completed yet keeps the page polling. */
export const hasPending = (services: SubscriberServices | undefined): boolean =>
  !!services && services.pending.length > 0;
