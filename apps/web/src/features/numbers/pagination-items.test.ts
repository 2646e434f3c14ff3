import { describe, expect, it } from 'vitest';
import { paginationItems, type PageItem } from './pagination-items.ts';

/** 1 … 5 … 240 as a compact string, for readable expectations. */
const show = (items: PageItem[]) => items.map((i) => (i.kind === 'page' ? String(i.page) : '…')).join(' ');

describe('paginationItems (spec §2: page 1, ellipsis, a middle page, ellipsis, last)', () => {
  it('is empty (the pager is hidden) with at most one page', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([]);
  });

  it('shows page 1, an ellipsis, the current page, an ellipsis and the last page', () => {
    expect(show(paginationItems(5, 240))).toBe('1 … 5 … 240');
    expect(show(paginationItems(120, 240))).toBe('1 … 120 … 240');
  });

  it('drops the middle page and one ellipsis at the edges', () => {
    expect(show(paginationItems(1, 240))).toBe('1 … 240');
    expect(show(paginationItems(240, 240))).toBe('1 … 240');
  });

  it('shows a single skipped page instead of an ellipsis', () => {
    expect(show(paginationItems(3, 240))).toBe('1 2 3 … 240');
    expect(show(paginationItems(238, 240))).toBe('1 … 238 239 240');
    expect(show(paginationItems(3, 5))).toBe('1 2 3 4 5');
  });

  it('lists every page of short lists', () => {
    expect(show(paginationItems(1, 2))).toBe('1 2');
    expect(show(paginationItems(2, 3))).toBe('1 2 3');
    expect(show(paginationItems(1, 3))).toBe('1 2 3');
  });

  it('keeps a page outside the range inside it', () => {
    expect(show(paginationItems(500, 240))).toBe('1 … 240');
    expect(show(paginationItems(0, 240))).toBe('1 … 240');
  });

  it('gives the two ellipses distinct keys', () => {
    const ellipses = paginationItems(50, 240).filter((i) => i.kind === 'ellipsis');
    expect(ellipses.map((e) => e.kind === 'ellipsis' && e.key)).toEqual(['before', 'after']);
  });
});
