import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageOfTags,
  SIGN_IN_LANGUAGE_COOKIE,
  type Language,
} from '@kabinet/contract/constants';
import { UI_LANGUAGE_COOKIE } from '@kabinet/contract/first-screens';
import { storage } from '../storage/storage.ts';

export { languageOfTags };

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The sign-in page's choice, read once: afterwards the portal's own choice (storage) rules. */
function takeSignInLanguage(): Language | null {
  const value = readCookie(SIGN_IN_LANGUAGE_COOKIE);
  if (value === null) return null;
  document.cookie = `${SIGN_IN_LANGUAGE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  return isLanguage(value) ? value : null;
}

/**
 * The language the portal opens in (it used to open in Russian whatever was chosen): the one just chosen on the sign-in page,
 * else the one chosen in the portal before, else the browser's, else Russian (spec §1).
 */
export function initialLanguage(): Language {
  const signIn = takeSignInLanguage();
  if (signIn) {
    storage.setLanguage(signIn);
    return signIn;
  }
  const stored = storage.getLanguage();
  if (isLanguage(stored)) return stored;
  return languageOfTags(navigator.languages ?? [navigator.language]) ?? DEFAULT_LANGUAGE;
}

let active: Language | null = null;

/** Kept by the i18n instance: the language of the screen right now (for the sign-in address). */
export function setCurrentLanguage(language: Language): void {
  if (active === language) return;
  active = language;
  // the server preloads this language's catalogs with the next index.html (decision 015)
  document.cookie = `${UI_LANGUAGE_COOKIE}=${language}; Max-Age=31536000; Path=/; SameSite=Lax`;
}

export function currentLanguage(): Language {
  if (active) return active;
  const stored = storage.getLanguage();
  return isLanguage(stored) ? stored : (languageOfTags(navigator.languages ?? []) ?? DEFAULT_LANGUAGE);
}
