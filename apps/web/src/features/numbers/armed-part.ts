import { useCallback, useEffect, useState } from 'react';
import { partOnFirstInteraction } from '../../shared/ui/first-interaction.ts';

/** After the work at hand (requestIdleCallback where the browser has it); returns a cancel. */
export function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(run, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/**
 * Resolves in a task of its own: the first interaction's event (first-interaction.ts) only asks
 * for the parts; fetching them — Vite's preload helper adds a link element per chunk they need —
 * runs after it, not in the frame of the press that may follow at once (decision 028).
 */
export const afterThisTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A part of the list fetched at the page's first interaction (first-interaction.ts) whose users
 * choose when it replaces their plain stand-in, instead of every user re-rendering as it arrives
 * (decision 028, lab INP: every card's menu and the search form swapped together took the first
 * click's whole frame).
 * - `arm()` puts it in place at once if it has arrived, else as soon as it does (a card's menu
 *   button pointed at, focused or pressed);
 * - `{ atIdle: true }` puts it in place by itself, in the first idle moment after it has arrived.
 */
export function armedPart<T>(importPart: () => Promise<T>, { atIdle = false } = {}) {
  let loaded: T | null = null;
  const arrival = new Set<() => void>();
  const { load } = partOnFirstInteraction(() =>
    afterThisTask()
      .then(importPart)
      .then((part) => {
        loaded = part;
        for (const listener of arrival) listener();
        return part;
      }),
  );
  function useArmedPart(): [part: T | null, arm: () => void] {
    const [part, setPart] = useState<T | null>(null);
    const arm = useCallback(() => {
      if (loaded) setPart(() => loaded);
      else void load().then((arrived) => setPart(() => arrived));
    }, []);
    useEffect(() => {
      if (!atIdle) return;
      let cancel = () => {};
      const schedule = () => {
        cancel = whenIdle(() => setPart(() => loaded));
      };
      if (loaded) schedule();
      else arrival.add(schedule);
      return () => {
        arrival.delete(schedule);
        cancel();
      };
    }, []);
    return [part, arm];
  }
  return { load, useArmedPart };
}
