import { useEffect, useState } from 'react';
import { Checkbox, Group, NativeSelect, Paper, Select, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  NUMBER_STATE_FILTERS,
  SIM_KINDS,
  type NumberFilters,
  type NumberStateFilter,
} from '@kabinet/contract/rules/numbers-view';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { tengeToTiyn, tiynToTenge } from './list-view.ts';
import { useFilterOptions } from './use-filter-options.ts';

interface ListFiltersProps {
  filters: NumberFilters;
  onChange: (filters: NumberFilters) => void;
}

type YesNoKey = 'inRoaming' | 'hasLabel' | 'hasComment' | 'deviceRegistered';
const toChoice = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');
const fromChoice = (value: string) => (value === 'yes' ? true : value === 'no' ? false : null);

/**
 * decision 024: the filters beside the spec's search — each applies as soon as it is chosen (the
 * balance on Enter or when the field is left), from page 1, into the URL.
 */
export function ListFilters({ filters, onChange }: ListFiltersProps) {
  const { t } = useTranslation('numbers');
  const language = useLanguage();
  const options = useFilterOptions().data;
  const set = <K extends keyof NumberFilters>(key: K, value: NumberFilters[K]) =>
    onChange({ ...filters, [key]: value });

  const yesNo = (key: YesNoKey, label: string, words?: { yes: string; no: string }) => (
    <NativeSelect
      label={label}
      value={toChoice(filters[key])}
      onChange={(event) => set(key, fromChoice(event.currentTarget.value))}
      data={[
        { value: '', label: t('filters.any') },
        { value: 'yes', label: words?.yes ?? t('filters.yes') },
        { value: 'no', label: words?.no ?? t('filters.no') },
      ]}
    />
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="numbers-filters-title">
      <Title order={2} fz="md" id="numbers-filters-title" mb="sm">
        {t('filters.title')}
      </Title>
      <Checkbox.Group
        label={t('filters.state')}
        value={filters.states ?? []}
        onChange={(values) => set('states', values.length ? (values as NumberStateFilter[]) : null)}
        mb="sm"
      >
        <Group gap="md" mt={4}>
          {NUMBER_STATE_FILTERS.map((state) => (
            <Checkbox key={state} value={state} label={t(`filters.states.${state}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
        <Select
          label={t('filters.tariff')}
          placeholder={t('filters.any')}
          data={(options?.tariffs ?? []).map((tariff) => ({
            value: tariff.id,
            label: tariff.name[language],
          }))}
          value={filters.tariffId}
          onChange={(value) => set('tariffId', value)}
          clearable
          searchable
        />
        <Select
          label={t('filters.account')}
          placeholder={t('filters.any')}
          data={options?.accounts ?? []}
          value={filters.account}
          onChange={(value) => set('account', value)}
          clearable
          searchable
          limit={50}
        />
        <NativeSelect
          label={t('filters.sim')}
          value={filters.simKind ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            set('simKind', SIM_KINDS.find((kind) => kind === value) ?? null);
          }}
          data={[
            { value: '', label: t('filters.any') },
            ...SIM_KINDS.map((kind) => ({ value: kind, label: t(`filters.sims.${kind}`) })),
          ]}
        />
        {yesNo('inRoaming', t('filters.roaming'))}
        {yesNo('hasLabel', t('filters.label'), {
          yes: t('filters.hasLabel.yes'),
          no: t('filters.hasLabel.no'),
        })}
        {yesNo('hasComment', t('filters.comment'), {
          yes: t('filters.hasComment.yes'),
          no: t('filters.hasComment.no'),
        })}
        {yesNo('deviceRegistered', t('filters.device'))}
        <BalanceField
          label={t('filters.balanceBelow')}
          tiyn={filters.balanceBelow}
          onChange={(value) => set('balanceBelow', value)}
        />
        <BalanceField
          label={t('filters.balanceAbove')}
          tiyn={filters.balanceAbove}
          onChange={(value) => set('balanceAbove', value)}
        />
      </SimpleGrid>
    </Paper>
  );
}

/** An amount in tenge, applied on Enter or blur; empty clears it, a wrong amount says so and waits. */
function BalanceField(props: {
  label: string;
  tiyn: number | null;
  onChange: (tiyn: number | null) => void;
}) {
  const { t } = useTranslation('numbers');
  const shown = props.tiyn === null ? '' : tiynToTenge(props.tiyn);
  const [text, setText] = useState(shown);
  const [isWrong, setIsWrong] = useState(false);
  // back/forward and the chips change the amount from outside
  useEffect(() => setText(shown), [shown]);

  const apply = () => {
    if (text.trim() === '') {
      setIsWrong(false);
      if (props.tiyn !== null) props.onChange(null);
      return;
    }
    const tiyn = tengeToTiyn(text);
    setIsWrong(tiyn === null);
    if (tiyn !== null && tiyn !== props.tiyn) props.onChange(tiyn);
  };

  return (
    <TextInput
      label={props.label}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      error={isWrong ? t('filters.balanceInvalid') : undefined}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
    />
  );
}
