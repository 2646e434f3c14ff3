import '@mantine/dates/styles.css';
import 'dayjs/locale/ru';
import 'dayjs/locale/kk';
import { useLayoutEffect } from 'react';
import { Group } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { emailSchema } from '@kabinet/contract/rules/email';
import { datePickerProps } from './date-picker-props.ts';
import type { PeriodEnd, PeriodFieldsProps } from './plain-report-fields.tsx';

// decision 015: what a report form loads at its first interaction — the date pickers with dayjs and
// its locales, Mantine's inputs and the contract's e-mail rule (zod) — in place of the plain fields.

// typed dates are read in the pickers' DD-MM-YYYY (spec §5, §9)
dayjs.extend(customParseFormat);

/** The contract's e-mail rule, as the server checks it: the address to send, or null. */
export function checkEmail(email: string): string | null {
  const parsed = emailSchema.safeParse(email);
  return parsed.success ? parsed.data : null;
}

/** Hands a plain field's unfinished text to the picker that replaces it (the picker reads it as typed). */
function useDraftsTakenOver(ids: Record<PeriodEnd, string>, drafts: Partial<Record<PeriodEnd, string>>) {
  useLayoutEffect(() => {
    for (const end of ['start', 'end'] as const) {
      const input = document.getElementById(ids[end]);
      const text = drafts[end];
      if (!(input instanceof HTMLInputElement) || text === undefined) continue;
      // React reads a change through the native setter and an input event, as from the keyboard
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // once, when the pickers replace the plain fields
  }, []);
}

export function PeriodFields(props: PeriodFieldsProps) {
  const { t, i18n } = useTranslation(['reports', 'common']);
  const { ids, window, disabled } = props;
  useDraftsTakenOver(ids, props.drafts);
  const change = (end: PeriodEnd) => (date: string | null) => {
    props.onDraft(end, null);
    props.onChange(end, date);
  };
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      <Group grow align="flex-start" wrap="wrap">
        <DateInput
          {...datePickerProps(t)}
          id={ids.start}
          label={t('form.startDate')}
          value={props.startDate}
          onChange={change('start')}
          // spec §5: the reconciliation act's button is disabled beyond ~3 years, so its start is
          // typed freely and refused by the rule; the other pickers stop at their windows
          minDate={props.isStartFree ? undefined : window.minDate}
          maxDate={window.maxDate}
          disabled={disabled}
          error={props.startError}
        />
        <DateInput
          {...datePickerProps(t)}
          id={ids.end}
          label={t('form.endDate')}
          value={props.endDate}
          onChange={change('end')}
          minDate={props.startDate ?? window.minDate}
          maxDate={window.maxDate}
          disabled={disabled}
        />
      </Group>
    </DatesProvider>
  );
}
