import { useId, useRef, type FormEvent } from 'react';
import {
  Collapse,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { SubscriberSearchInput } from '@kabinet/contract/rules/search';
import {
  formValuesOf,
  hasActiveFilters,
  isPaymentType,
  DIGIT_FIELDS,
  TEXT_FIELDS,
  type SearchFilters,
} from './search-filters.ts';
import { paymentTypeChoices, SearchActions } from './search-parts.tsx';
import { armedPart, whenIdle } from './armed-part.ts';

// decision 015: the form library, the input masks and the checks are not part of the list's first
// load: they load at the first key press or pointer movement on the page (or a focus, hover or send
// of the panel before that); until then the same fields are plain inputs of the same size.
// decision 028: the form replaces the plain fields in the first idle moment after it has come, not
// in the frame it arrives in (a click elsewhere on the page would wait for the swap); its checks
// are fetched and run in an idle moment too, not at the field's focus, where they delayed the
// first keystrokes.
const { load: loadForm, useArmedPart: useLoadedForm } = armedPart(
  () =>
    import('./search-form.tsx').then((form) => {
      whenIdle(form.preloadSearchChecks);
      return form;
    }),
  { atIdle: true },
);

interface SearchPanelProps {
  /** the filters of the URL: the form shows them and follows back/forward */
  filters: SearchFilters;
  onSearch: (filters: SearchFilters) => void;
}

/** spec §2 search panel: six fields, Clear and Search, Enter submits; collapsible on phones. */
export function SearchPanel({ filters, onSearch }: SearchPanelProps) {
  const { t } = useTranslation('numbers');
  // read at the first render: a phone's first paint is the folded panel, not the open one drawn again
  const isPhone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false }) ?? false;
  // a phone opens the panel when the URL already filters: the not-found text asks to clear it
  const [isOpen, { toggle, close }] = useDisclosure(hasActiveFilters(filters));
  const bodyId = useId();
  const [module] = useLoadedForm();
  // the panel entered (pointed at, focused, sent) before the form came: fetch it now
  const arm = () => void loadForm();
  const early = useRef<EarlyInput>({ typed: {}, isSent: false });
  const active = hasActiveFilters(filters);
  const search = (next: SearchFilters) => {
    onSearch(next);
    // a phone shows the results under the folded panel
    if (isPhone) close();
  };

  const fields = module ? (
    <module.SearchForm
      filters={filters}
      onSearch={search}
      typed={early.current.typed}
      focused={
        document.activeElement?.closest('form[role="search"]')
          ? document.activeElement.getAttribute('name')
          : null
      }
      isSentAtOnce={early.current.isSent}
    />
  ) : (
    <PlainSearchFields filters={filters} early={early.current} onArm={arm} />
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
      <UnstyledButton
        onClick={toggle}
        onPointerEnter={arm}
        aria-expanded={isOpen}
        aria-controls={bodyId}
        w="100%"
        py={4}
      >
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

interface EarlyInput {
  typed: Partial<SubscriberSearchInput>;
  isSent: boolean;
}

/** Keeps what is typed before the form has loaded, as the form's values (digits for digit fields). */
function keepTyped(early: EarlyInput, input: HTMLInputElement | HTMLSelectElement) {
  const { name, value } = input;
  if (name === 'typeAccount') early.typed.typeAccount = isPaymentType(value) ? value : null;
  else if (name === 'label' || name === 'comment') early.typed[name] = value;
  else if (name === 'msisdnPart' || name === 'accountNumber' || name === 'iccid') {
    const digits = value.replace(/\D/g, '');
    // spec §5: a pasted +7 or 8 in front of the ten digits is the country's
    early.typed[name] = name === 'msisdnPart' && digits.length === 11 ? digits.slice(1) : digits;
  }
}

/** The search panel's fields before the form has loaded: the same labels, sizes and values. */
function PlainSearchFields({
  filters,
  early,
  onArm,
}: {
  filters: SearchFilters;
  early: EarlyInput;
  onArm: () => void;
}) {
  const { t } = useTranslation('numbers');
  const values = formValuesOf(filters);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    early.isSent = true;
    onArm();
  };
  const handleClear = (event: FormEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    for (const field of form ? [...form.elements] : []) {
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) {
        field.value = '';
        keepTyped(early, field);
      }
    }
  };
  return (
    <form
      // another URL's filters: the plain fields show them afresh
      key={JSON.stringify(values)}
      onSubmit={handleSubmit}
      onFocus={onArm}
      onPointerEnter={onArm}
      onChange={(event) => keepTyped(early, event.target as unknown as HTMLInputElement)}
      role="search"
      aria-label={t('search.title')}
      noValidate
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          name="msisdnPart"
          label={t('search.msisdn')}
          placeholder={t('search.msisdnPlaceholder')}
          defaultValue={values.msisdnPart ?? ''}
          leftSection="+7"
          leftSectionProps={{ 'aria-hidden': true }}
          inputMode="numeric"
          autoComplete="off"
        />
        {[...DIGIT_FIELDS, ...TEXT_FIELDS].map(({ name, label, max }) => (
          <TextInput
            key={name}
            name={name}
            label={t(label)}
            defaultValue={values[name] ?? ''}
            maxLength={max}
            inputMode={name === 'label' || name === 'comment' ? undefined : 'numeric'}
            autoComplete="off"
          />
        ))}
        <NativeSelect
          name="typeAccount"
          label={t('search.type')}
          defaultValue={values.typeAccount ?? ''}
          data={paymentTypeChoices(t)}
        />
      </SimpleGrid>
      <SearchActions onClear={handleClear} />
    </form>
  );
}
