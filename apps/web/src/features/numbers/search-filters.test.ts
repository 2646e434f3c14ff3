import { describe, expect, it } from 'vitest';
import { subscriberSearchSchema } from '@kabinet/contract/rules/search';
import {
  EMPTY_FILTERS,
  filtersFromParams,
  hasActiveFilters,
  pageFromParams,
  paramsFromFilters,
  toSearchBody,
  type SearchFilters,
} from './search-filters.ts';

const full: SearchFilters = {
  msisdn: '70112',
  account: '100000000001',
  iccid: '8999702100',
  label: 'Қызмет',
  comment: 'склад №2',
  type: 'PREPAID',
};

describe('toSearchBody (spec §5: empty fields are sent as null, the default number mask is 7)', () => {
  it('sends nulls and the mask 7 for an empty form', () => {
    expect(toSearchBody(EMPTY_FILTERS)).toEqual({
      msisdnPart: '7',
      accountNumber: null,
      iccid: null,
      typeAccount: null,
      label: null,
      comment: null,
    });
  });

  it('sends every filled field, trimmed', () => {
    expect(toSearchBody({ ...full, label: '  Қызмет ', comment: ' склад №2 ' })).toEqual({
      msisdnPart: '70112',
      accountNumber: '100000000001',
      iccid: '8999702100',
      typeAccount: 'PREPAID',
      label: 'Қызмет',
      comment: 'склад №2',
    });
  });

  it('sends blank text as null', () => {
    expect(toSearchBody({ ...EMPTY_FILTERS, label: '   ', comment: ' ' })).toMatchObject({
      label: null,
      comment: null,
    });
  });

  it('sends what the contract schema makes of the same input (server and browser agree)', () => {
    for (const filters of [
      EMPTY_FILTERS,
      full,
      { ...EMPTY_FILTERS, type: 'POSTPAID' as const, label: ' a ' },
    ]) {
      const body = toSearchBody(filters);
      expect(subscriberSearchSchema.parse(body)).toEqual(body);
    }
  });
});

describe('URL ↔ filters (DESIGN §6: filters and page live in the URL)', () => {
  it('round-trips every field and the page', () => {
    const params = paramsFromFilters(full, 7);
    const back = new URLSearchParams(params.toString());
    expect(filtersFromParams(back)).toEqual(full);
    expect(pageFromParams(back)).toBe(7);
  });

  it('keeps the URL short: only set fields, no page 1', () => {
    expect(paramsFromFilters(EMPTY_FILTERS, 1).toString()).toBe('');
    expect(paramsFromFilters({ ...EMPTY_FILTERS, label: 'Қызмет' }, 1).toString()).toBe(
      `label=${encodeURIComponent('Қызмет')}`,
    );
    expect(paramsFromFilters({ ...EMPTY_FILTERS, iccid: '8999' }, 3).toString()).toBe('iccid=8999&page=3');
  });

  it('reads an empty URL as no filters on page 1', () => {
    const empty = new URLSearchParams('');
    expect(filtersFromParams(empty)).toEqual(EMPTY_FILTERS);
    expect(pageFromParams(empty)).toBe(1);
    expect(hasActiveFilters(filtersFromParams(empty))).toBe(false);
  });

  it('cuts a hand-made URL to what the form accepts (spec §5 limits)', () => {
    const params = new URLSearchParams({
      msisdn: '+7 (701) 123-45-67-89',
      account: '1234567890133456789012',
      iccid: '8999 7021 0000 0000 0014 999',
      label: 'x'.repeat(30),
      comment: '  y  ',
      type: 'BARTER',
      page: '-2',
    });
    expect(filtersFromParams(params)).toEqual({
      msisdn: '7701123456',
      account: '123456789013345678',
      iccid: '89997021000000000014',
      label: 'x'.repeat(20),
      comment: 'y',
      type: '',
    });
    expect(pageFromParams(params)).toBe(1);
    expect(pageFromParams(new URLSearchParams('page=abc'))).toBe(1);
    expect(pageFromParams(new URLSearchParams('page=2.5'))).toBe(1);
  });

  it('knows when a search is filtered', () => {
    expect(hasActiveFilters({ ...EMPTY_FILTERS, type: 'POSTPAID' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, label: '  ' })).toBe(false);
  });
});
