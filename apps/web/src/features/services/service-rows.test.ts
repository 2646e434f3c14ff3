import { describe, expect, it } from 'vitest';
import type { Product } from '@kabinet/contract';
import { hasPending, productLink, rowsOfTab, serviceRows, serviceTabs } from './service-rows.ts';

const text = (s: string) => ({ ru: s, en: s, kk: s });
const product = (id: string, overrides: Partial<Product> = {}): Product => ({
  productOfferingId: id,
  productOfferingType: 'PACKAGE',
  name: text(id),
  productDescription: { link: null, description: text(`about ${id}`) },
  category: 'INTERNET',
  isActive: false,
  isRenewable: true,
  action: 'full',
  feeType: 'MONTHLY_FEE',
  fee: 100,
  status: 'AVAILABLE',
  state: 'NOT_ACTIVE',
  pendingAction: null,
  connectionDate: null,
  availableUntil: null,
  validityDays: 30,
  trafficVolume: null,
  bonuses: [],
  ...overrides,
});
const withLink = (link: Product['productDescription']['link']) =>
  product('A', { productDescription: { link, description: null } });

describe('product link (spec §3: only when ru, en and kk all exist)', () => {
  const full = { ru: 'https://x/ru', en: 'https://x/en', kk: 'https://x/kk' };
  it('gives the link of the current language when all three exist', () => {
    expect(productLink(withLink(full), 'kk')).toBe('https://x/kk');
    expect(productLink(withLink(full), 'en')).toBe('https://x/en');
  });
  it('gives nothing when any language is missing or blank', () => {
    expect(productLink(withLink({ ru: 'https://x/ru', en: 'https://x/en' }), 'ru')).toBeNull();
    expect(productLink(withLink({ ...full, kk: '  ' }), 'ru')).toBeNull();
    expect(productLink(withLink({ ...full, en: null }), 'ru')).toBeNull();
    expect(productLink(withLink(null), 'ru')).toBeNull();
    expect(productLink(undefined, 'ru')).toBeNull();
  });
});

describe('service rows and tabs (spec §2/§4)', () => {
  const products = [
    product('V500', { category: 'VOICE' }),
    product('NET5', { status: 'CONNECTED', state: 'FULL', isActive: true }),
    product('DAY', { status: 'PENDING', state: 'ENABLE', pendingAction: 'ENABLE' }),
    product('MAIL', { category: 'VOICE', status: 'PENDING', state: 'DISABLE', pendingAction: 'DISABLE' }),
  ];

  it('lists pending, then connected, then available; the toggle stays on while disconnecting', () => {
    const rows = serviceRows(products);
    expect(rows.map((r) => [r.key, r.status, r.isOn])).toEqual([
      ['DAY', 'pending', false],
      ['MAIL', 'pending', true],
      ['NET5', 'connected', true],
      ['V500', 'available', false],
    ]);
  });

  it('makes an "all" tab and one per category present, in the spec order', () => {
    const rows = serviceRows(products);
    expect(serviceTabs(rows)).toEqual(['ANY', 'INTERNET', 'VOICE']);
    expect(rowsOfTab(rows, 'VOICE').map((r) => r.key)).toEqual(['MAIL', 'V500']);
    expect(rowsOfTab(rows, 'ANY')).toHaveLength(4);
    expect(serviceTabs([])).toEqual([]);
  });

  it('keeps polling only while something is pending', () => {
    expect(hasPending(products)).toBe(true);
    expect(hasPending(products.filter((p) => p.status !== 'PENDING'))).toBe(false);
    expect(hasPending(undefined)).toBe(false);
  });
});
