import { describe, expect, it } from 'vitest';
import { hashPassword, passwordMatches, passwordProblem } from './idp-accounts.ts';
import { REGISTRATION_TEXTS } from './registration-texts.ts';
import { IDP_LANGUAGES } from './sign-in-texts.ts';

describe('a new password (decision 029)', () => {
  const email = 'aliya.yermekova@example.kz';
  it('needs 10 characters, letters and digits, and not the e-mail name', () => {
    expect(passwordProblem('Karaganda2026', email)).toBeNull();
    expect(passwordProblem('Қарағанды2026', email)).toBeNull();
    expect(passwordProblem('Short12', email)).toBe('passwordTooShort');
    expect(passwordProblem(`a1${'x'.repeat(127)}`, email)).toBe('passwordTooLong');
    expect(passwordProblem('onlyletterslong', email)).toBe('passwordWeak');
    expect(passwordProblem('12345678901', email)).toBe('passwordWeak');
    expect(passwordProblem('x1ALIYA.YERMEKOVA', email)).toBe('passwordHasEmail');
  });

  it('is kept as a salted scrypt hash that only the password matches', async () => {
    const stored = await hashPassword('Karaganda2026');
    expect(stored).not.toContain('Karaganda2026');
    expect(await hashPassword('Karaganda2026')).not.toBe(stored);
    expect(await passwordMatches('Karaganda2026', stored)).toBe(true);
    expect(await passwordMatches('Karaganda2027', stored)).toBe(false);
    expect(await passwordMatches('Karaganda2026', 'plain')).toBe(false);
  });
});

describe('registration texts', () => {
  it('has every text in every language, Kazakh with its own letters', () => {
    const flat = (lang: (typeof IDP_LANGUAGES)[number]) => {
      const t = REGISTRATION_TEXTS[lang];
      return { ...t, ...t.errors, ...t.refusals, errors: '', refusals: '' };
    };
    const keys = Object.keys(flat('ru')).sort();
    for (const lang of IDP_LANGUAGES) expect(Object.keys(flat(lang)).sort()).toEqual(keys);
    const kazakh = JSON.stringify(REGISTRATION_TEXTS.kk);
    for (const letter of ['ә', 'ғ', 'қ', 'ң', 'ө', 'ұ', 'ү', 'і']) expect(kazakh).toContain(letter);
  });
});
