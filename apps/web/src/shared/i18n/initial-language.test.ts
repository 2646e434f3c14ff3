import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInUrl } from '../session/auth-api.ts';
import { initialLanguage, languageOfTags } from './initial-language.ts';

// the portal used to open in Russian whatever was chosen on the sign-in page or set
// in the browser. First the sign-in page's choice, then the portal's stored one, then the browser's.

function browserLanguages(...tags: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags);
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.cookie = 'kabinet_lang=; Max-Age=0; Path=/';
});

describe('the language the portal opens in', () => {
  it("takes the sign-in page's choice once, and keeps it", () => {
    browserLanguages('en-US');
    document.cookie = 'kabinet_lang=kk; Path=/';
    expect(initialLanguage()).toBe('kk');
    expect(localStorage.getItem('kabinet.language')).toBe('kk');
    expect(document.cookie).not.toContain('kabinet_lang=kk');
    expect(initialLanguage()).toBe('kk');
  });

  it("takes the browser's language on a first visit: kk-KZ, en-US; else Russian", () => {
    browserLanguages('kk-KZ', 'ru-RU');
    expect(initialLanguage()).toBe('kk');
    browserLanguages('de-DE', 'en-US');
    expect(initialLanguage()).toBe('en');
    browserLanguages('de-DE');
    expect(initialLanguage()).toBe('ru');
    expect(languageOfTags(['kz'])).toBe('kk');
  });

  it('keeps a language chosen in the portal over the browser', () => {
    localStorage.setItem('kabinet.language', 'en');
    browserLanguages('kk-KZ');
    expect(initialLanguage()).toBe('en');
  });

  it('opens the sign-in page in the language the portal would open in', () => {
    browserLanguages('kk-KZ');
    expect(signInUrl('/numbers')).toBe('/auth/login?returnTo=%2Fnumbers&lang=kk');
  });
});
