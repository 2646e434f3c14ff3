import { Translator } from './translator.ts';
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

async function loadCatalog(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = catalogs[`../../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`no catalog ${language}/${namespace}`);
  return (await load()).default;
}

/** Starts downloading catalogs of the language a first visit will use (the module cache keeps them). */
export function preloadCatalogs(
  namespaces: readonly Namespace[],
  language: Language = initialLanguage(),
): void {
  for (const namespace of namespaces) void catalogs[`../../locales/${language}/${namespace}.json`]?.();
}

let current: Translator | null = null;

/** The app's i18n instance, for code outside React (toasts). */
export const currentI18n = (): Translator | null => current;

/** `namespaces`: what to load before answering (tests: all of them; the app: the shell's). */
export async function createI18n(
  language: Language = initialLanguage(),
  namespaces: readonly Namespace[] = NAMESPACES,
): Promise<Translator> {
  // every key exists in ru, en and kk (locales.test.ts): no fallback language to download too
  const instance = new Translator({ language, defaultNamespace: 'common', load: loadCatalog });
  await instance.loadNamespaces(namespaces);
  current = instance;
  syncDocument(instance);
  instance.on('languageChanged', () => syncDocument(instance));
  return instance;
}

/** Switch language: load its catalogs first so the screen never shows keys, then persist it. */
export async function changeLanguage(instance: Translator, language: Language): Promise<void> {
  await instance.changeLanguage(language);
  storage.setLanguage(language);
}

function syncDocument(instance: Translator): void {
  if (isLanguage(instance.language)) setCurrentLanguage(instance.language);
  document.documentElement.lang = instance.language;
  document.title = instance.t('common:appName');
}
