import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BulkAction } from '@kabinet/contract/bulk';
import { COMMENT_MAX_LENGTH, LABEL_MAX_LENGTH } from '@kabinet/contract/constants';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useBulkCatalogue } from './use-bulk.ts';

/** The actions whose argument the bar asks for, and how (decision 023). */
export const argumentKindOf = (action: BulkAction | null): 'product' | 'label' | 'comment' | null =>
  action === 'service_connect' || action === 'service_disconnect'
    ? 'product'
    : action === 'label_set'
      ? 'label'
      : action === 'comment_set'
        ? 'comment'
        : null;

interface BulkArgumentProps {
  action: BulkAction | null;
  value: string;
  onChange(value: string): void;
}

/**
 * The argument of the bar's action: a product of the company's catalogue (by id, named in the
 * portal's language), or the label or comment to set — as long as the single edit allows (spec §5).
 */
export function BulkArgument({ action, value, onChange }: BulkArgumentProps) {
  const { t } = useTranslation('bulk');
  const language = useLanguage();
  const kind = argumentKindOf(action);
  const catalogue = useBulkCatalogue(kind === 'product');
  if (kind === 'product') {
    const products = (catalogue.data?.products ?? []).filter(
      (product) => action !== 'service_disconnect' || product.action === 'toggle',
    );
    return (
      <Select
        aria-label={t('argument_product')}
        placeholder={catalogue.isPending ? t('loading') : t('argument_product')}
        data={products.map((product) => ({
          value: product.productOfferingId,
          label: product.name[language],
        }))}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        searchable
        w={{ base: 220, sm: 280 }}
        comboboxProps={{ withinPortal: true, zIndex: 300 }}
      />
    );
  }
  if (kind === null) return null;
  return (
    <TextInput
      aria-label={t(`argument_${kind}`)}
      placeholder={t(`argument_${kind}`)}
      value={value}
      maxLength={kind === 'label' ? LABEL_MAX_LENGTH : COMMENT_MAX_LENGTH}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={{ base: 180, sm: 220 }}
    />
  );
}
