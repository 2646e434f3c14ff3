import { useEffect, useSyncExternalStore } from 'react';
import { loadOnFirstInteraction } from '../ui/first-interaction.ts';
import { currentI18n } from './i18n.ts';

// Decision 015: the errors catalogue (the largest, 6–7.5 KB brotli a language) is not in the first
// load: a first screen shows no error until something fails or the user acts. It loads at the first
// key press or pointer movement; a failed call is reported only once it has arrived (the transport
// waits for it), and a screen opened later waits for it with its own catalogs (lazyScreen). A
// component that shows `errors:` texts for what it was given (a file's refused rows, a gate's code)
// rather than for a failed call names `errors` among its namespaces (`useTranslation(['bulk',
// 'errors'])`): it is loaded with it and shown when it has arrived — except on the first screens'
// first paint, where `useErrorTextsLoaded` asks for it only when a text shows.
let loading: Promise<void> | null = null;
let isLoaded = false;
const listeners = new Set<() => void>();

/** Loads the errors catalogue of the current language (once; a language switch reloads it with the rest). */
export function loadErrorTexts(): Promise<void> {
  const i18n = currentI18n();
  if (!i18n) return Promise.resolve();
  return (loading ??= i18n.loadNamespaces('errors').then(() => {
    // not fetched (no network): asked for again with the next failure or screen
    if (!i18n.hasLoadedNamespace('errors')) {
      loading = null;
      return;
    }
    isLoaded = true;
    for (const listener of listeners) listener();
  }));
}

/** The catalogue's load once it has been asked for, so a screen opened later can wait for it. */
export function errorTextsAsked(): Promise<void> | undefined {
  return loading ?? undefined;
}

/** From the app's start: the catalogue comes with the user's first key press or pointer movement. */
export function loadErrorTextsOnFirstInteraction(): void {
  loadOnFirstInteraction(() => void loadErrorTexts());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * For a component that shows `errors:` texts mostly after the user acts (a form's checks): it renders
 * again when the catalogue arrives, and asks for it only while `isShowingError` (not at every first
 * paint, as `useTranslation([…, 'errors'])` would).
 */
export function useErrorTextsLoaded(isShowingError: boolean): boolean {
  useEffect(() => {
    if (isShowingError) void loadErrorTexts();
  }, [isShowingError]);
  return useSyncExternalStore(
    subscribe,
    () => isLoaded,
    () => false,
  );
}
