import type { MouseEvent } from 'react';
import { Button, Group } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PAYMENT_TYPES } from '@kabinet/contract/rules/payment-types';

// What the plain fields painted first and the form that replaces them share (decision 015): the
// payment types offered and the two buttons, so the swap changes nothing the user sees.

/** spec §2 search panel: the payment type's choices, "any" first */
export const paymentTypeChoices = (t: TFunction<'numbers'>) => [
  { value: '', label: t('search.types.any') },
  ...PAYMENT_TYPES.map((type) => ({ value: type, label: t(`paymentType.${type}`) })),
];

/** Clear and Search (Enter sends the form too). */
export function SearchActions({ onClear }: { onClear: (event: MouseEvent<HTMLButtonElement>) => void }) {
  const { t } = useTranslation('numbers');
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      <Button type="button" variant="default" onClick={onClear}>
        {t('search.clear')}
      </Button>
      <Button type="submit">{t('search.submit')}</Button>
    </Group>
  );
}
