import type { TFunction } from 'i18next';

/** What every report period picker shares: the spec §5 date format, a spoken clear button, its width. */
export const datePickerProps = (t: TFunction) =>
  ({
    valueFormat: 'DD-MM-YYYY',
    placeholder: 'DD-MM-YYYY',
    clearable: true,
    clearButtonProps: { 'aria-label': t('common:clearDate') },
    miw: 160,
  }) as const;
