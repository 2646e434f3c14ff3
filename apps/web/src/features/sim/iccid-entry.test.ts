import { describe, expect, it } from 'vitest';
import { ICCID_START, canContinue, keepsFormOn } from './iccid-entry.ts';

describe('ICCID entry (spec §4 SIM modal, §5 SIM change)', () => {
  it('starts at the prefix 8999 702', () => expect(ICCID_START).toBe('8999702'));
  it('lets Continue through only at exactly 20 digits and without the error flag', () => {
    expect(canContinue('8999702', false)).toBe(false);
    expect(canContinue('8999702500000000001', false)).toBe(false);
    expect(canContinue('89997025000000000013', false)).toBe(true);
    expect(canContinue('899970250000000000130', false)).toBe(false);
    expect(canContinue('89997025000000000013', true)).toBe(false);
  });
  it('keeps the form only on a 500 answer, not on another 5xx (spec §4 SIM modal)', () => {
    expect(keepsFormOn(500)).toBe(true);
    for (const status of [501, 502, 503, 504]) expect(keepsFormOn(status)).toBe(false);
    expect(keepsFormOn(409)).toBe(false);
    expect(keepsFormOn(null)).toBe(false);
  });
});
