import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../shared/company/company-context.ts';
import { companyLabel } from '../../shared/company/company-label.ts';

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
  if (user.assignCustomers.length === 0) return null;
  const label = t('shell:header.companySelection');
  return (
    <Select
      label={withVisibleLabel ? label : undefined}
      aria-label={withVisibleLabel ? undefined : label}
      data={user.assignCustomers.map((customer) => ({ value: customer.bin, label: companyLabel(customer) }))}
      value={bin}
      onChange={(value) => {
        if (!value) return;
        selectCompany(value);
        onSelected?.();
      }}
      allowDeselect={false}
      searchable={user.assignCustomers.length > 7}
      comboboxProps={{ withinPortal: true }}
      w={withVisibleLabel ? '100%' : 220}
      size="sm"
    />
  );
}
