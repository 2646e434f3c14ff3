import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from '../storage/storage.ts';

/** spec §1: Russian (default), English, Kazakh */
export const LANGUAGES = ['ru', 'en', 'kk'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

export const NAMESPACES = [
  'common',
  'shell',
  'errors',
  'offer',
  'guest',
  'profile',
  'numbers',
  'number-detail',
  'state-change',
  'documents',
  'transfer',
  'sim-change',
  'esim',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export function initialLanguage(): Language {
  const stored = storage.getLanguage();
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

// Each language is its own chunk: only the chosen language is downloaded.
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

const lazyCatalogs: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = catalogs[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`no catalog ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

let current: I18n | null = null;

/** The app's i18n instance, for code outside React (toasts). */
export const currentI18n = (): I18n | null => current;

export async function createI18n(language: Language = initialLanguage()): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyCatalogs)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
  current = instance;
  syncDocument(instance);
  instance.on('languageChanged', () => syncDocument(instance));
  return instance;
}

/** Switch language: load its catalogs first so the screen never shows keys, then persist it. */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  await instance.changeLanguage(language);
  storage.setLanguage(language);
}

function syncDocument(instance: I18n): void {
  document.documentElement.lang = instance.language;
  document.title = instance.t('common:appName');
}
