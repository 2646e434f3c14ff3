import { startTransition, useState } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../shared/company/company-context.ts';
import { companyLabel } from '../../shared/company/company-label.ts';

/** Resolves after the browser has painted the current frame (at once in a hidden tab: no frames). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    if (document.hidden) return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

export function CompanySelect({
  withVisibleLabel = false,
  onSelected,
}: {
  withVisibleLabel?: boolean;
  /** after a company is picked (the phone menu closes, so it does not stay over the page) */
  onSelected?: () => void;
}) {
  const { t } = useTranslation();
  const { user, bin, selectCompany } = useCompany();
  // decision 028: the choice is painted at once; the switch itself (the stored number cleared,
  // the company's data dropped, every screen under the shell rendered again) runs after that frame,
  // in a transition — before, the press waited for all of it. The choice is shown while the
  // company it was made from is still the current one.
  const [chosen, setChosen] = useState<{ from: string | null; to: string } | null>(null);
  if (user.assignCustomers.length === 0) return null;
  const label = t('shell:header.companySelection');
  return (
    <Select
      label={withVisibleLabel ? label : undefined}
      aria-label={withVisibleLabel ? undefined : label}
      data={user.assignCustomers.map((customer) => ({ value: customer.bin, label: companyLabel(customer) }))}
      value={chosen && chosen.from === bin ? chosen.to : bin}
      onChange={(value) => {
        if (!value) return;
        setChosen({ from: bin, to: value });
        onSelected?.();
        void afterNextPaint().then(() => startTransition(() => selectCompany(value)));
      }}
      allowDeselect={false}
      searchable={user.assignCustomers.length > 7}
      comboboxProps={{ withinPortal: true }}
      // decision 028: the list scrolls natively — Mantine's scroll area made up half of what the
      // dropdown renders as it opens
      withScrollArea={false}
      styles={{ dropdown: { maxHeight: 280, overflowY: 'auto' } }}
      w={withVisibleLabel ? '100%' : 220}
      size="sm"
    />
  );
}
