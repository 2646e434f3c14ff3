import { describe, expect, it } from 'vitest';
import { spendShare } from './spend-share.ts';

describe('spendShare', () => {
  it('colours the bar by the alert thresholds and never runs past the end', () => {
    expect(spendShare(0, 100_00)).toEqual({ percent: 0, color: 'teal' });
    expect(spendShare(79_99, 100_00)).toEqual({ percent: 79, color: 'teal' });
    expect(spendShare(80_00, 100_00)).toEqual({ percent: 80, color: 'orange' });
    expect(spendShare(99_99, 100_00)).toEqual({ percent: 99, color: 'orange' });
    expect(spendShare(100_00, 100_00)).toEqual({ percent: 100, color: 'red' });
    expect(spendShare(250_00, 100_00)).toEqual({ percent: 100, color: 'red' });
  });
});
