import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { parsePickerText, pickerText } from './picker-date.ts';
import { PlainField } from './plain-field.tsx';

// decision 015: a report form paints these plain fields first — the same labels, sizes and values
// as the date pickers and the e-mail field of report-fields.tsx, which replace them once loaded.

export type PeriodEnd = 'start' | 'end';

export interface PeriodFieldsProps {
  ids: Record<PeriodEnd, string>;
  startDate: string | null;
  endDate: string | null;
  onChange: (end: PeriodEnd, date: string | null) => void;
  /** the kind's picker window (spec §5) */
  window: { minDate: string; maxDate: string };
  /** the start is typed freely and refused by the rule (the reconciliation act) */
  isStartFree: boolean;
  disabled: boolean;
  startError?: string;
  /** what was typed into a plain field that is not a whole date yet: the pickers take it over */
  drafts: Partial<Record<PeriodEnd, string>>;
  onDraft: (end: PeriodEnd, text: string | null) => void;
}

export interface EmailFieldProps {
  id: string;
  value: string;
  onChange: (email: string) => void;
  error: string | null;
  disabled: boolean;
}

/** The picker's rule for a typed date: a whole date inside the window changes the value. */
function typedDate(text: string, min: string | undefined, max: string): string | null | undefined {
  if (text.trim() === '') return null;
  const date = parsePickerText(text);
  return date && (!min || date >= min) && date <= max ? date : undefined;
}

export function PlainPeriodFields(props: PeriodFieldsProps) {
  const { t } = useTranslation('reports');
  const { ids, drafts, disabled } = props;
  const field = (end: PeriodEnd, label: string, value: string | null, min: string | undefined) => (
    <PlainField
      id={ids[end]}
      label={label}
      value={drafts[end] ?? pickerText(value)}
      placeholder="DD-MM-YYYY"
      autoComplete="off"
      miw={160}
      disabled={disabled}
      error={end === 'start' ? props.startError : undefined}
      onChange={(text) => {
        const date = typedDate(text, min, props.window.maxDate);
        props.onDraft(end, date === undefined ? text : null);
        if (date !== undefined) props.onChange(end, date);
      }}
    />
  );
  // the two dates side by side, half each (Group counts its direct children), as the pickers
  return (
    <Group grow align="flex-start" wrap="wrap">
      {field(
        'start',
        t('form.startDate'),
        props.startDate,
        props.isStartFree ? undefined : props.window.minDate,
      )}
      {field('end', t('form.endDate'), props.endDate, props.startDate ?? props.window.minDate)}
    </Group>
  );
}

export function PlainEmailField({ id, value, onChange, error, disabled }: EmailFieldProps) {
  const { t } = useTranslation('reports');
  return (
    <PlainField
      id={id}
      label={t('form.email')}
      type="email"
      value={value}
      onChange={onChange}
      error={error ?? undefined}
      disabled={disabled}
      autoComplete="email"
    />
  );
}
