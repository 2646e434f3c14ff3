import { describe, expect, it } from 'vitest';
import { emailSchema, isValidEmail } from './email.ts';

describe('e-mail', () => {
  it('accepts ordinary addresses, trimmed', () => {
    expect(isValidEmail('a.admin@company.kz')).toBe(true);
    expect(emailSchema.parse('  boss@firm.kz ')).toBe('boss@firm.kz');
  });
  it('rejects bad formats, lists and overlong addresses with invalid_email_format', () => {
    for (const bad of ['', 'no-at.kz', 'a@b', 'a@b.kz, c@d.kz', 'a b@c.kz', `${'x'.repeat(250)}@a.kz`])
      expect(emailSchema.safeParse(bad).error?.issues[0]?.message).toBe('invalid_email_format');
  });
});
