import { describe, expect, it } from 'vitest';
import { hasEveryLanguage } from './i18n-text.ts';

describe('hasEveryLanguage', () => {
  it('needs ru, en and kk all non-empty', () => {
    expect(hasEveryLanguage({ ru: 'a', en: 'b', kk: 'c' })).toBe(true);
    expect(hasEveryLanguage({ ru: 'a', en: 'b', kk: ' ' })).toBe(false);
    expect(hasEveryLanguage({ ru: 'a', en: null })).toBe(false);
    expect(hasEveryLanguage(null)).toBe(false);
  });
});
