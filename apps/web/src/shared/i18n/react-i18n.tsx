import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { TFunction, Translator } from './translator.ts';

// decision 015: the React side of the portal's own lookup (translator.ts), with react-i18next's names
// (`useTranslation`, `I18nextProvider`), to which that package's imports resolve (vite.config.ts,
// tsconfig.json paths): every screen keeps its imports.

const TranslatorContext = createContext<Translator | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

export interface UseTranslationResult {
  t: TFunction;
  i18n: Translator;
  /** whether the namespaces asked for have arrived (they are asked for when not) */
  ready: boolean;
}

/**
 * `t` for the namespaces' first (`ns:key` reaches others); the component renders again when the
 * language changes or one of its namespaces arrives — not when another screen's does.
 */
export function useTranslation(namespaces?: string | readonly string[]): UseTranslationResult {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error('useTranslation outside I18nextProvider');
  const list = namespaces === undefined ? [] : typeof namespaces === 'string' ? [namespaces] : namespaces;
  const key = list.join(',');
  const state = () =>
    `${i18n.language}|${list.map((namespace) => i18n.hasLoadedNamespace(namespace)).join()}`;
  const snapshot = useSyncExternalStore(i18n.subscribe, state, state);
  const ready = !snapshot.includes('false');
  useEffect(() => {
    if (!ready) void i18n.loadNamespaces(key.split(','));
  }, [i18n, key, ready]);
  const first = list[0];
  // a new `t` after a switch of language, as react-i18next gave (effects that depend on it run again)
  const t = useMemo(() => (first ? i18n.fixedT(first) : i18n.t), [i18n, first, snapshot]);
  return { t, i18n, ready };
}

/** What i18next's `use()` took to bind React; the provider does it here. */
export const initReactI18next = { type: '3rdParty' as const, init: () => undefined };
