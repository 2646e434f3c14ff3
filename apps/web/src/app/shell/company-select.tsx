import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../shared/company/company-context.ts';
import { companyLabel } from '../../shared/company/company-label.ts';
import { useCompanyChoice } from './company-choice.ts';
import classes from './company-select.module.css';

export type CompanySelectProps = {
  label: string;
  withVisibleLabel: boolean;
  /** after a company is picked (the phone menu closes, so it does not stay over the page) */
  onSelected?: () => void;
};

/**
 * decision 028, round four: from this many companies the select is searchable; below it, the
 * platform's select — nothing of the page's script runs to open it or to walk its list.
 */
export const SEARCHABLE_FROM = 8;

const CompanySearchSelect = lazy(() => import('./company-search-select.tsx'));

export function CompanySelect({
  withVisibleLabel = false,
  onSelected,
}: {
  withVisibleLabel?: boolean;
  onSelected?: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useCompany();
  const count = user.assignCustomers.length;
  if (count === 0) return null;
  const props = { label: t('shell:header.companySelection'), withVisibleLabel, onSelected };
  if (count < SEARCHABLE_FROM) return <CompanyNativeSelect {...props} />;
  // the native select works while the searchable one's code arrives
  return (
    <Suspense fallback={<CompanyNativeSelect {...props} />}>
      <CompanySearchSelect {...props} />
    </Suspense>
  );
}

/** Keys with which a closed select changes its value at once (Windows and Linux browsers). */
const BROWSING_KEYS = /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down)|.)$/u;

function CompanyNativeSelect({ label, withVisibleLabel, onSelected }: CompanySelectProps) {
  const { customers, value, choose } = useCompanyChoice(onSelected);
  // WCAG 3.2.2 (on input): a closed select changes its value on a letter (and, in the classic
  // select of Windows and Linux, on an arrow); the switch (a new company's data, another page) waits
  // for Enter or for the focus to leave, so a keyboard user can walk the list. Escape goes back. A
  // choice in the open list (a click, or Enter on an option) switches at once.
  const [browsed, setBrowsed] = useState<string | null>(null);
  const byKey = useRef(false);
  const commit = (next: string) => {
    setBrowsed(null);
    if (next !== value) choose(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    // whether this key may change the closed select's value: its default action (and the change
    // event) runs within this task. Every key (and pointer) sets it anew — a change after a key in
    // the open list (Enter on an option) is a choice, even when a loaded page has not yet run the
    // timer below.
    byKey.current = event.target === event.currentTarget && BROWSING_KEYS.test(event.key);
    if (byKey.current) setTimeout(() => (byKey.current = false), 0);
    // keys inside the open list reach here from its options; its Escape closes the list only, not
    // the phone's menu around it (shell-frame.tsx closes that on an Escape reaching the header)
    if (event.target !== event.currentTarget) {
      if (event.key === 'Escape') event.stopPropagation();
      return;
    }
    if (browsed !== null && event.key === 'Enter') {
      event.preventDefault(); // the switch, not the list opening
      return commit(browsed);
    }
    if (browsed !== null && event.key === 'Escape') return setBrowsed(null);
  };
  return (
    <NativeSelect
      label={withVisibleLabel ? label : undefined}
      aria-label={withVisibleLabel ? undefined : label}
      data={customers.map((customer) => ({ value: customer.bin, label: companyLabel(customer) }))}
      value={browsed ?? value ?? ''}
      onChange={(event) =>
        byKey.current ? setBrowsed(event.currentTarget.value) : commit(event.currentTarget.value)
      }
      onKeyDown={onKeyDown}
      onPointerDown={() => (byKey.current = false)}
      onBlur={(event) => {
        // the focus going into the select's own open list is not leaving it
        const into = event.relatedTarget;
        if (browsed !== null && !(into instanceof Node && event.currentTarget.contains(into)))
          commit(browsed);
      }}
      classNames={{ input: classes.select }}
      w={withVisibleLabel ? '100%' : 220}
      size="sm"
    />
  );
}
