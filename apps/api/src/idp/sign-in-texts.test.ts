import { describe, expect, it } from 'vitest';
import { checkDemoCredentials } from './interactions.ts';
import { IDP_LANGUAGES, pickLanguage, SIGN_IN_TEXTS } from './sign-in-texts.ts';

describe('sign-in page language', () => {
  it('takes ?lang=, else ui_locales, else Russian (spec §9)', () => {
    expect(pickLanguage('kk', 'en')).toBe('kk');
    expect(pickLanguage('de', 'en-GB ru')).toBe('en');
    expect(pickLanguage(undefined, 'kz')).toBe('kk');
    expect(pickLanguage(undefined, 'de fr')).toBe('ru');
    expect(pickLanguage(null, undefined)).toBe('ru');
  });

  it('has every text in every language, Kazakh with its own letters', () => {
    const keys = Object.keys(SIGN_IN_TEXTS.ru).sort();
    for (const lang of IDP_LANGUAGES) {
      expect(Object.keys(SIGN_IN_TEXTS[lang]).sort()).toEqual(keys);
      for (const text of Object.values(SIGN_IN_TEXTS[lang])) expect(text.trim()).not.toBe('');
    }
    const kazakh = Object.values(SIGN_IN_TEXTS.kk).join(' ');
    for (const letter of ['ә', 'ғ', 'қ', 'ң', 'ө', 'ұ', 'ү', 'і']) expect(kazakh).toContain(letter);
  });
});

describe('demo credentials', () => {
  it('accepts the demo users and nothing else', () => {
    expect(checkDemoCredentials('admin', 'demo')?.subject).toBe('demo-admin');
    expect(checkDemoCredentials(' Admin ', 'demo')?.subject).toBe('demo-admin');
    expect(checkDemoCredentials('admin', 'Demo')).toBeUndefined();
    expect(checkDemoCredentials('admin', '')).toBeUndefined();
    expect(checkDemoCredentials('nobody', 'demo')).toBeUndefined();
  });
});
