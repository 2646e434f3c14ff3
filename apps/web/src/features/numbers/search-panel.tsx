import { useEffect, useId, type ReactElement } from 'react';
import {
  Button,
  Collapse,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  TextInput,
  UnstyledButton,
  Text,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAYMENT_TYPES } from '@kabinet/contract/rules/payment-types';
import { lazySchema, useContractForm, useFieldErrorText } from '../../shared/form/use-contract-form.ts';
import {
  EMPTY_FILTERS,
  filtersOfForm,
  formValuesOf,
  hasActiveFilters,
  isPaymentType,
  SEARCH_LIMITS,
  type SearchFilters,
} from './search-filters.ts';
import { DigitsField, MsisdnField, type MaskedFieldProps } from './search-fields.tsx';

/** The contract's search schema, loaded after the list has painted (decision 015). */
const SEARCH_SCHEMA = lazySchema(() =>
  import('@kabinet/contract/rules/search').then((m) => m.subscriberSearchSchema),
);

/** the fields of digits only and the free-text fields, each with its spec §5 length */
const DIGIT_FIELDS = [
  { name: 'accountNumber', label: 'search.account', max: SEARCH_LIMITS.account },
  { name: 'iccid', label: 'search.iccid', max: SEARCH_LIMITS.iccid },
] as const;
const TEXT_FIELDS = [
  { name: 'label', label: 'search.label', max: SEARCH_LIMITS.label },
  { name: 'comment', label: 'search.comment', max: SEARCH_LIMITS.comment },
] as const;

interface SearchPanelProps {
  /** the filters of the URL: the form shows them and follows back/forward */
  filters: SearchFilters;
  onSearch: (filters: SearchFilters) => void;
}

/** spec §2 search panel: six fields, Clear and Search, Enter submits; collapsible on phones. */
export function SearchPanel({ filters, onSearch }: SearchPanelProps) {
  const { t } = useTranslation('numbers');
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  // a phone opens the panel when the URL already filters: the not-found text asks to clear it
  const [isOpen, { toggle, close }] = useDisclosure(hasActiveFilters(filters));
  const bodyId = useId();
  const form = useContractForm(SEARCH_SCHEMA, { defaultValues: formValuesOf(filters) });
  const { control, register, reset, getValues, formState } = form;
  const errorText = useFieldErrorText();

  // back/forward and reload: the form follows the URL
  useEffect(() => reset(formValuesOf(filters)), [filters, reset]);

  // a masked field under the form: its value, its events, its DOM input (focus to the first wrong one)
  const masked = (
    name: 'msisdnPart' | (typeof DIGIT_FIELDS)[number]['name'],
    render: (props: Omit<MaskedFieldProps, 'label'>) => ReactElement,
  ) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        render({
          error: errorText(fieldState.error),
          name: field.name,
          value: field.value ?? '',
          onChange: field.onChange,
          onBlur: field.onBlur,
          inputRef: field.ref,
        })
      }
    />
  );

  const handleClear = () => reset(formValuesOf(EMPTY_FILTERS));
  // the schema checks the input as the server would; the URL keeps what was typed
  const handleSearch = form.handleSubmit(() => {
    onSearch(filtersOfForm(getValues()));
    // a phone shows the results under the folded panel
    if (isPhone) close();
  });
  const active = hasActiveFilters(filters);

  const fields = (
    <form
      onSubmit={handleSearch}
      onFocus={form.preloadChecks}
      role="search"
      aria-label={t('search.title')}
      noValidate
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
        {masked('msisdnPart', (props) => (
          <MsisdnField label={t('search.msisdn')} placeholder={t('search.msisdnPlaceholder')} {...props} />
        ))}
        {DIGIT_FIELDS.map(({ name, label, max }) =>
          masked(name, (props) => <DigitsField label={t(label)} max={max} {...props} />),
        )}
        {TEXT_FIELDS.map(({ name, label, max }) => (
          <TextInput
            key={name}
            label={t(label)}
            maxLength={max}
            error={errorText(formState.errors[name])}
            autoComplete="off"
            {...register(name)}
          />
        ))}
        <NativeSelect
          label={t('search.type')}
          data={[
            { value: '', label: t('search.types.any') },
            ...PAYMENT_TYPES.map((type) => ({ value: type, label: t(`paymentType.${type}`) })),
          ]}
          {...register('typeAccount', { setValueAs: (v: unknown) => (isPaymentType(v) ? v : null) })}
        />
      </SimpleGrid>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button type="button" variant="default" onClick={handleClear}>
          {t('search.clear')}
        </Button>
        <Button type="submit">{t('search.submit')}</Button>
      </Group>
    </form>
  );

  if (!isPhone) {
    return (
      <Paper withBorder radius="md" p="md">
        {fields}
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p="sm">
      <UnstyledButton onClick={toggle} aria-expanded={isOpen} aria-controls={bodyId} w="100%" py={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text span fw={600}>
            {t('search.title')}
            {active && (
              <Text span c="dimmed" fz="sm">
                {' · '}
                {t('search.active')}
              </Text>
            )}
          </Text>
          <Text span aria-hidden fz="lg" lh={1}>
            {isOpen ? '−' : '+'}
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse expanded={isOpen} id={bodyId}>
        <div style={{ paddingTop: 'var(--mantine-spacing-sm)' }}>{fields}</div>
      </Collapse>
    </Paper>
  );
}
