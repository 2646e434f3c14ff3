import { describe, expect, it } from 'vitest';
import { overduePenaltyTiyn } from './penalty.ts';

describe('overdue penalty', () => {
  it('is 0.1% of the debt per day', () => {
    expect(overduePenaltyTiyn(1_000_000, 1)).toBe(1_000);
    expect(overduePenaltyTiyn(1_000_000, 30)).toBe(30_000);
  });
  it('is capped at 10% of the debt', () => {
    expect(overduePenaltyTiyn(1_000_000, 100)).toBe(100_000);
    expect(overduePenaltyTiyn(1_000_000, 365)).toBe(100_000);
  });
  it('is zero without debt or delay, and rounds to whole tiyn', () => {
    expect(overduePenaltyTiyn(0, 10)).toBe(0);
    expect(overduePenaltyTiyn(-500, 10)).toBe(0);
    expect(overduePenaltyTiyn(1_000, 0)).toBe(0);
    expect(overduePenaltyTiyn(1_499, 1)).toBe(1);
    expect(Number.isInteger(overduePenaltyTiyn(12_345, 7))).toBe(true);
  });
});
