import { useEffect, useLayoutEffect, useRef, type ReactElement } from 'react';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SubscriberSearchInput } from '@kabinet/contract/rules/search';
import { lazySchema, useContractForm, useFieldErrorText } from '../../shared/form/use-contract-form.ts';
import {
  EMPTY_FILTERS,
  filtersOfForm,
  formValuesOf,
  isPaymentType,
  DIGIT_FIELDS,
  TEXT_FIELDS,
  type SearchFilters,
} from './search-filters.ts';
import { paymentTypeChoices, SearchActions } from './search-parts.tsx';
import { DigitsField, MsisdnField, type MaskedFieldProps } from './search-fields.tsx';

/** The contract's search schema, loaded after the list has painted (decision 015). */
const SEARCH_SCHEMA = lazySchema(() =>
  import('@kabinet/contract/rules/search').then((m) => m.subscriberSearchSchema),
);

/**
 * The checks (zod and the contract's search schema) fetched and run in an idle moment once the
 * form's code has come, not at the field's focus: evaluating them took a long task that landed on
 * the first keystrokes (decision 028, lab INP).
 */
export function preloadSearchChecks(): void {
  void SEARCH_SCHEMA.load();
  void import('@hookform/resolvers/zod');
}

export interface SearchFormProps {
  /** the filters of the URL: the form shows them and follows back/forward */
  filters: SearchFilters;
  onSearch: (filters: SearchFilters) => void;
  /** what was typed into the plain fields before this form loaded (search-panel.tsx) */
  typed: Partial<SubscriberSearchInput>;
  /** the field that had the focus then, and whether the search was already sent */
  focused: string | null;
  isSentAtOnce: boolean;
}

/**
 * spec §2 search panel: six fields, Clear and Search, Enter submits — the form with its masks and
 * checks, which replaces the plain fields at the first focus, hover or send (decision 015).
 */
export function SearchForm({ filters, onSearch, typed, focused, isSentAtOnce }: SearchFormProps) {
  const { t } = useTranslation('numbers');
  const form = useContractForm(SEARCH_SCHEMA, { defaultValues: { ...formValuesOf(filters), ...typed } });
  const { control, register, reset, getValues, formState } = form;
  const errorText = useFieldErrorText();

  // back/forward and reload: the form follows the URL (not at its first render: it keeps what was typed)
  const shown = useRef(filters);
  useEffect(() => {
    if (shown.current === filters) return;
    shown.current = filters;
    reset(formValuesOf(filters));
  }, [filters, reset]);

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
  const handleSearch = form.handleSubmit(() => onSearch(filtersOfForm(getValues())));

  useLayoutEffect(() => {
    if (focused)
      focusAtEnd(document.querySelector<HTMLInputElement>(`form[role="search"] [name="${focused}"]`));
    if (isSentAtOnce) void handleSearch();
    // once, when this form replaces the plain fields
  }, []);

  return (
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
          data={paymentTypeChoices(t)}
          {...register('typeAccount', { setValueAs: (v: unknown) => (isPaymentType(v) ? v : null) })}
        />
      </SimpleGrid>
      <SearchActions onClear={handleClear} />
    </form>
  );
}

function focusAtEnd(input: HTMLInputElement | null) {
  if (!input) return;
  input.focus();
  if (input.type === 'text') input.setSelectionRange(input.value.length, input.value.length);
}
