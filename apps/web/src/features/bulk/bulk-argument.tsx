import { Checkbox, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BulkAction } from '@kabinet/contract/bulk';
import { COMMENT_MAX_LENGTH, LABEL_MAX_LENGTH } from '@kabinet/contract/constants';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useCostCentres } from '../cost-centres/index.ts';
import { useBulkCatalogue } from './use-bulk.ts';

type ArgumentKind = 'product' | 'label' | 'comment' | 'cost_centre' | 'limit';

/** The actions whose argument the bar asks for, and how (decision 023). */
export const argumentKindOf = (action: BulkAction | null): ArgumentKind | null =>
  action === 'service_connect' || action === 'service_disconnect'
    ? 'product'
    : action === 'label_set'
      ? 'label'
      : action === 'comment_set'
        ? 'comment'
        : action === 'cost_centre_assign'
          ? 'cost_centre'
          : action === 'spend_limit_set'
            ? 'limit'
            : null;

/** decision 030: the limit's argument as the contract reads it: whole tenge, `:block` to bar outgoing */
export const limitArgument = (tenge: number | string, blockAtLimit: boolean) =>
  tenge === '' ? '' : `${tenge}${blockAtLimit ? ':block' : ''}`;

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
  if (kind === 'cost_centre') return <CostCentreArgument value={value} onChange={onChange} />;
  if (kind === 'limit') return <LimitArgument value={value} onChange={onChange} />;
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

type ArgumentProps = Omit<BulkArgumentProps, 'action'>;

/** the company's cost centres, or none (the numbers are taken out of theirs) */
function CostCentreArgument({ value, onChange }: ArgumentProps) {
  const { t } = useTranslation('bulk');
  const centres = useCostCentres();
  return (
    <Select
      aria-label={t('argument_cost_centre')}
      placeholder={centres.isPending ? t('loading') : t('argument_cost_centre')}
      data={[
        { value: 'none', label: t('argument_no_cost_centre') },
        ...(centres.data ?? []).map((c) => ({ value: String(c.id), label: `${c.code} — ${c.name}` })),
      ]}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      w={{ base: 220, sm: 280 }}
      comboboxProps={{ withinPortal: true, zIndex: 300 }}
    />
  );
}

/** the monthly limit in tenge and whether outgoing is barred at it, as one argument */
function LimitArgument({ value, onChange }: ArgumentProps) {
  const { t } = useTranslation('bulk');
  const [tenge = '', block] = value.split(':');
  const isBlocking = block === 'block';
  return (
    <Group gap="xs" wrap="wrap">
      <NumberInput
        aria-label={t('argument_limit')}
        placeholder={t('argument_limit')}
        value={tenge}
        onChange={(next) => onChange(limitArgument(next, isBlocking))}
        min={1}
        max={100_000_000}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=" "
        w={{ base: 160, sm: 180 }}
      />
      <Checkbox
        label={t('argument_block')}
        checked={isBlocking}
        onChange={(event) => onChange(limitArgument(tenge, event.currentTarget.checked))}
      />
    </Group>
  );
}
