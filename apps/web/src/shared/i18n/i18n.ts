import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@kabinet/contract/constants';
import { SHELL_NAMESPACES as CONTRACT_SHELL_NAMESPACES } from '@kabinet/contract/first-screens';
import { storage } from '../storage/storage.ts';
import { initialLanguage, setCurrentLanguage } from './initial-language.ts';

/** spec §1: Russian (default), English, Kazakh — the contract's list */
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language };

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
  'success',
  'actions',
  'mailbox',
  'devices',
  'reports',
  'controls',
  'bulk',
  'team',
  'api-access',
  'spend',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * What the shell itself shows (header, menus, footer, gates, error toasts): loaded before the
 * first paint. Every other namespace loads with the screen that uses it (`lazyScreen`'s
 * `namespaces`, decision 015), so a first visit downloads only its own screen's texts.
 */
export const SHELL_NAMESPACES = CONTRACT_SHELL_NAMESPACES satisfies readonly Namespace[];

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

/** Starts downloading catalogs of the language a first visit will use (the module cache keeps them). */
export function preloadCatalogs(
  namespaces: readonly Namespace[],
  language: Language = initialLanguage(),
): void {
  for (const namespace of namespaces) void catalogs[`../../locales/${language}/${namespace}.json`]?.();
}

let current: I18n | null = null;

/** The app's i18n instance, for code outside React (toasts). */
export const currentI18n = (): I18n | null => current;

/** `namespaces`: what to load before answering (tests: all of them; the app: the shell's). */
export async function createI18n(
  language: Language = initialLanguage(),
  namespaces: readonly Namespace[] = NAMESPACES,
): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyCatalogs)
    .use(initReactI18next)
    .init({
      lng: language,
      // every key exists in ru, en and kk (locales.test.ts): no fallback language to download too
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: [...namespaces],
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
  if (isLanguage(instance.language)) setCurrentLanguage(instance.language);
  document.documentElement.lang = instance.language;
  document.title = instance.t('common:appName');
}
