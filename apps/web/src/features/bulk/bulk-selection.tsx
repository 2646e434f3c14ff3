import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubscriberSearch } from '@kabinet/contract/rules/search';
import { formatPhone } from '../../shared/format/phone-format.ts';

/**
 * The numbers picked for a bulk action (decision 023): a list of numbers, or "all N matching this
 * search" — the search itself, resolved on the server, never thousands of numbers in the browser.
 */
export type BulkPick = { kind: 'numbers'; msisdns: ReadonlySet<string> } | { kind: 'search'; total: number };

interface SelectionState {
  pick: BulkPick;
  toggle(msisdn: string, on: boolean): void;
  addAll(msisdns: readonly string[]): void;
  selectSearch(total: number): void;
  clear(): void;
}

const EMPTY: BulkPick = { kind: 'numbers', msisdns: new Set() };
const SelectionContext = createContext<SelectionState | null>(null);

export function BulkSelectionProvider({ children }: { children: ReactNode }) {
  const [pick, setPick] = useState<BulkPick>(EMPTY);
  const toggle = useCallback((msisdn: string, on: boolean) => {
    setPick((current) => {
      const next = new Set(current.kind === 'numbers' ? current.msisdns : []);
      if (on) next.add(msisdn);
      else next.delete(msisdn);
      return { kind: 'numbers', msisdns: next };
    });
  }, []);
  const addAll = useCallback((msisdns: readonly string[]) => {
    setPick((current) => ({
      kind: 'numbers',
      msisdns: new Set([...(current.kind === 'numbers' ? current.msisdns : []), ...msisdns]),
    }));
  }, []);
  const value = useMemo<SelectionState>(
    () => ({
      pick,
      toggle,
      addAll,
      selectSearch: (total) => setPick({ kind: 'search', total }),
      clear: () => setPick(EMPTY),
    }),
    [pick, toggle, addAll],
  );
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

/** The selection of the list around; null outside one (a card shown elsewhere has no checkbox). */
export const useBulkSelection = () => useContext(SelectionContext);

export const pickedCount = (pick: BulkPick) => (pick.kind === 'numbers' ? pick.msisdns.size : pick.total);

/** A card's checkbox: named by the number for screen readers. */
export function BulkCheckbox({ msisdn }: { msisdn: string }) {
  const { t } = useTranslation('bulk');
  const selection = useBulkSelection();
  if (!selection) return null;
  const { pick } = selection;
  const checked = pick.kind === 'search' || pick.msisdns.has(msisdn);
  return (
    <Checkbox
      aria-label={t('select_number', { number: formatPhone(msisdn) })}
      checked={checked}
      disabled={pick.kind === 'search'}
      onChange={(event) => selection.toggle(msisdn, event.currentTarget.checked)}
    />
  );
}

export type { SubscriberSearch };
