import { loadOnFirstInteraction } from '../ui/first-interaction.ts';
import { currentI18n } from './i18n.ts';

// Decision 015: the errors catalogue (the largest, ≈ 7 KB brotli a language) is not in the first
// load: a first screen shows no error until something fails or the user acts. It loads at the first
// key press or pointer movement, before a failed call is reported (the transport waits for it), and
// a screen opened after that waits for it with its own catalogs (lazyScreen), so no key shows.
let loading: Promise<void> | null = null;

/** Loads the errors catalogue of the current language (once; a language switch reloads it). */
export function loadErrorTexts(): Promise<void> {
  const i18n = currentI18n();
  if (!i18n) return Promise.resolve();
  return (loading ??= i18n.loadNamespaces('errors').then(() => undefined));
}

/** The catalogue's load once it has been asked for, so a screen opened later can wait for it. */
export function errorTextsAsked(): Promise<void> | undefined {
  return loading ?? undefined;
}

/** From the app's start: the catalogue comes with the user's first key press or pointer movement. */
export function loadErrorTextsOnFirstInteraction(): void {
  if (typeof window !== 'undefined') loadOnFirstInteraction(() => void loadErrorTexts());
}
