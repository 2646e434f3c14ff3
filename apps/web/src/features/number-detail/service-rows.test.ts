import { describe, expect, it } from 'vitest';
import type { Product, Service, SubscriberServices } from '@kabinet/contract';
import { hasPending, productLink, rowsOfTab, serviceRows, serviceTabs } from './service-rows.ts';

const text = (s: string) => ({ ru: s, en: s, kk: s });
const service = (id: string, category: Service['category'], isEnabled = false): Service => ({
  id,
  productOfferingId: id,
  name: text(id),
  productType: 'PACKAGE',
  category,
  feeType: 'MONTHLY_FEE',
  fee: 100,
  connectionDate: null,
  availableUntil: null,
  validityDays: 30,
  trafficVolume: null,
  bonuses: [],
  isEnabled,
  state: isEnabled ? 'FULL' : 'NOT_ACTIVE',
});
const product = (id: string, link: Product['productDescription']['link']): Product => ({
  productOfferingId: id,
  productOfferingType: 'PACKAGE',
  name: text(id),
  productDescription: { link, description: text(`about ${id}`) },
  category: 'INTERNET',
  isActive: true,
  isRenewable: true,
  action: 'full',
  feeType: 'MONTHLY_FEE',
  fee: 100,
});

describe('product link (spec §3: only when ru, en and kk all exist)', () => {
  const full = { ru: 'https://x/ru', en: 'https://x/en', kk: 'https://x/kk' };
  it('gives the link of the current language when all three exist', () => {
    expect(productLink(product('A', full), 'kk')).toBe('https://x/kk');
    expect(productLink(product('A', full), 'en')).toBe('https://x/en');
  });
  it('gives nothing when any language is missing or blank', () => {
    expect(productLink(product('A', { ru: 'https://x/ru', en: 'https://x/en' }), 'ru')).toBeNull();
    expect(productLink(product('A', { ...full, kk: '  ' }), 'ru')).toBeNull();
    expect(productLink(product('A', { ...full, en: null }), 'ru')).toBeNull();
    expect(productLink(product('A', null), 'ru')).toBeNull();
    expect(productLink(undefined, 'ru')).toBeNull();
  });
});

describe('service rows and tabs (spec §2/§4)', () => {
  const services: SubscriberServices = {
    added: [service('NET5', 'INTERNET', true)],
    pending: [service('DAY', 'INTERNET')],
    available: [
      { type: 'VOICE', groups: [{ name: text('g'), services: [service('V500', 'VOICE')] }] },
      { type: 'INTERNET', groups: [{ name: text('g'), services: [service('NET20', 'INTERNET')] }] },
    ],
  };

  it('joins connected, pending and available services with their products', () => {
    const rows = serviceRows(services, [product('NET5', null)]);
    expect(rows.map((r) => [r.key, r.status])).toEqual([
      ['DAY', 'pending'],
      ['NET5', 'connected'],
      ['V500', 'available'],
      ['NET20', 'available'],
    ]);
    expect(rows[1]!.product?.productOfferingId).toBe('NET5');
    expect(rows[0]!.product).toBeUndefined();
  });

  it('makes an "all" tab and one per category present, in the spec order', () => {
    const rows = serviceRows(services, []);
    expect(serviceTabs(rows)).toEqual(['ANY', 'INTERNET', 'VOICE']);
    expect(rowsOfTab(rows, 'VOICE').map((r) => r.key)).toEqual(['V500']);
    expect(rowsOfTab(rows, 'ANY')).toHaveLength(4);
    expect(serviceTabs([])).toEqual([]);
  });

  it('keeps polling only while something is pending', () => {
    expect(hasPending(services)).toBe(true);
    expect(hasPending({ ...services, pending: [] })).toBe(false);
    expect(hasPending(undefined)).toBe(false);
  });
});
