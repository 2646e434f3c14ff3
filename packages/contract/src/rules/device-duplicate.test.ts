import { describe, expect, it } from 'vitest';
import { isDuplicateAllowed } from './device-duplicate.ts';

describe('spec §5: register-duplicate prohibited from 01.01.2019', () => {
  it('allows a duplicate of a device registered before 01.01.2019 (Almaty time)', () => {
    expect(isDuplicateAllowed(new Date('2018-12-31T17:59:59Z'))).toBe(true);
    expect(isDuplicateAllowed(new Date('2015-06-01T00:00:00Z'))).toBe(true);
  });
  it('refuses from 01.01.2019 00:00 Almaty time on', () => {
    expect(isDuplicateAllowed(new Date('2018-12-31T18:00:00Z'))).toBe(false);
    expect(isDuplicateAllowed(new Date('2024-03-01T00:00:00Z'))).toBe(false);
  });
});
