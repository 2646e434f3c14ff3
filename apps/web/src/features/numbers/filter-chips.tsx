import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NumberFilters } from '@kabinet/contract/rules/numbers-view';
import { formatMoney } from '../../shared/format/money-format.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { activeFilterKeys } from './list-view.ts';
import { EMPTY_FILTERS, type SearchFilters } from './search-filters.ts';
import { useFilterOptions } from './use-filter-options.ts';

interface FilterChipsProps {
  search: SearchFilters;
  filters: NumberFilters;
  onRemoveSearch: (key: keyof SearchFilters) => void;
  onRemoveFilter: (key: keyof NumberFilters) => void;
  onClearAll: () => void;
}

const SEARCH_CHIP: Record<keyof SearchFilters, string> = {
  msisdn: 'chips.msisdn',
  account: 'chips.account',
  iccid: 'chips.iccid',
  label: 'chips.labelText',
  comment: 'chips.commentText',
  type: 'chips.type',
};
const FILTER_CHIP: Record<keyof NumberFilters, string> = {
  states: 'chips.states',
  tariffId: 'chips.tariffId',
  account: 'chips.inAccount',
  simKind: 'chips.simKind',
  inRoaming: 'chips.inRoaming',
  hasLabel: 'filters.hasLabel',
  hasComment: 'filters.hasComment',
  balanceBelow: 'chips.balanceBelow',
  balanceAbove: 'chips.balanceAbove',
  deviceRegistered: 'chips.deviceRegistered',
  costCentre: 'chips.costCentre',
  spendLevel: 'chips.spendLevel',
};

/** decision 024: one chip per search field and filter that is set; one click clears one or all. */
export function FilterChips({
  search,
  filters,
  onRemoveSearch,
  onRemoveFilter,
  onClearAll,
}: FilterChipsProps) {
  const { t } = useTranslation('numbers');
  const language = useLanguage();
  // the tariff's name, only when a tariff chip shows it
  const tariffs = useFilterOptions(filters.tariffId !== null).data?.tariffs;

  const filterText = (key: keyof NumberFilters): string => {
    const value = filters[key];
    if (key === 'hasLabel' || key === 'hasComment') return t(`${FILTER_CHIP[key]}.${value ? 'yes' : 'no'}`);
    const shown =
      key === 'states'
        ? (filters.states ?? []).map((state) => t(`filters.states.${state}`)).join(', ')
        : key === 'tariffId'
          ? (tariffs?.find((tariff) => tariff.id === value)?.name[language] ?? String(value))
          : key === 'simKind' || key === 'spendLevel'
            ? t(`filters.${key === 'simKind' ? 'sims' : 'spendLevels'}.${String(value)}`)
            : value === 'none'
              ? t('filters.noCostCentre')
              : key === 'balanceBelow' || key === 'balanceAbove'
                ? formatMoney(value as number, language)
                : typeof value === 'boolean'
                  ? t(value ? 'filters.yes' : 'filters.no')
                  : String(value);
    return t(FILTER_CHIP[key], { value: shown });
  };

  const chips = [
    ...(Object.keys(EMPTY_FILTERS) as (keyof SearchFilters)[])
      .filter((key) => search[key] !== '')
      .map((key) => ({
        id: `search-${key}`,
        text: t(SEARCH_CHIP[key], {
          value: key === 'type' ? t(`paymentType.${search.type}`) : search[key],
        }),
        onRemove: () => onRemoveSearch(key),
      })),
    ...activeFilterKeys(filters).map((key) => ({
      id: `filter-${key}`,
      text: filterText(key),
      onRemove: () => onRemoveFilter(key),
    })),
  ];
  if (chips.length === 0) return null;

  return (
    <Group gap="xs" role="group" aria-label={t('chips.label')}>
      {/* a chip is one button: its whole surface removes the filter it names */}
      {chips.map((chip) => (
        <Button
          key={chip.id}
          variant="light"
          size="compact-sm"
          radius="xl"
          tt="none"
          rightSection={<span aria-hidden>×</span>}
          onClick={chip.onRemove}
          aria-label={t('chips.remove', { text: chip.text })}
        >
          {chip.text}
        </Button>
      ))}
      <Button variant="subtle" size="compact-sm" onClick={onClearAll}>
        {t('chips.clearAll')}
      </Button>
    </Group>
  );
}
