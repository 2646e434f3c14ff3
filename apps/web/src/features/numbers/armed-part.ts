import { useCallback, useState } from 'react';
import { partOnFirstInteraction } from '../../shared/ui/first-interaction.ts';

/**
 * A part of the list fetched at the page's first interaction (first-interaction.ts), but put in
 * place of its plain stand-in only where the user goes — a card's menu button pointed at, focused
 * or pressed; the search panel entered — and not everywhere at once as it arrives: swapping every
 * card's menu and the search form together took the first click's whole frame (decision 028, lab INP).
 * `arm` shows the part at once when it has arrived, else as soon as it does.
 */
export function armedPart<T>(importPart: () => Promise<T>) {
  let loaded: T | null = null;
  const { load } = partOnFirstInteraction(() => importPart().then((part) => (loaded = part)));
  return function useArmedPart(): [part: T | null, arm: () => void] {
    const [part, setPart] = useState<T | null>(null);
    const arm = useCallback(() => {
      if (loaded) setPart(() => loaded);
      else void load().then((arrived) => setPart(() => arrived));
    }, []);
    return [part, arm];
  };
}
