import { useSyncExternalStore } from 'react';

// decision 015: code the first screen does not run in its first second (a form's library, the
// menus) loads at the user's first key press or pointer movement anywhere on the page, well before
// the user reaches the control that needs it — and not with the first load.
const waiting = new Set<() => void>();
let isListening = false;

function fire() {
  window.removeEventListener('keydown', fire, true);
  window.removeEventListener('pointermove', fire, true);
  window.removeEventListener('pointerdown', fire, true);
  isListening = false;
  const loads = [...waiting];
  waiting.clear();
  for (const load of loads) load();
}

/** Runs `load` once, at the first key press or pointer movement after this call. */
export function loadOnFirstInteraction(load: () => void): void {
  waiting.add(load);
  if (isListening) return;
  isListening = true;
  window.addEventListener('keydown', fire, true);
  window.addEventListener('pointermove', fire, true);
  window.addEventListener('pointerdown', fire, true);
}

/**
 * A module the page loads at the first interaction (or when `load` is called before that), with a
 * hook that re-renders its users once it has arrived: `null` until then.
 */
export function partOnFirstInteraction<T>(importPart: () => Promise<T>) {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const load = () =>
    (loading ??= importPart().then((part) => {
      loaded = part;
      for (const listener of listeners) listener();
      return part;
    }));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  if (typeof window !== 'undefined') loadOnFirstInteraction(() => void load());
  return { load, useLoaded: () => useSyncExternalStore(subscribe, () => loaded) };
}
