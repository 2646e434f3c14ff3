import { Select } from '@mantine/core';
import { companyLabel } from '../../shared/company/company-label.ts';
import { useCompanyChoice } from './company-choice.ts';
import type { CompanySelectProps } from './company-select.tsx';

/**
 * The company select for a user of many companies (decision 028, round four): Mantine's searchable
 * select — typing a few letters beats scrolling a long native list. Loaded only for such a user.
 */
export default function CompanySearchSelect({ label, withVisibleLabel, onSelected }: CompanySelectProps) {
  const { customers, value, choose } = useCompanyChoice(onSelected);
  return (
    <Select
      label={withVisibleLabel ? label : undefined}
      aria-label={withVisibleLabel ? undefined : label}
      data={customers.map((customer) => ({ value: customer.bin, label: companyLabel(customer) }))}
      value={value}
      onChange={(next) => next && choose(next)}
      allowDeselect={false}
      searchable
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
