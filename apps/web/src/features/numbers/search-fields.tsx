import type { Ref } from 'react';
import { InputBase, type InputBaseProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';
import type { Masked } from 'imask';
import { PHONE_MASK } from '../../shared/format/phone-mask.ts';

export interface MaskedFieldProps extends Omit<InputBaseProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name: string;
  placeholder?: string;
  /** the DOM input, for the form to focus the first wrong field (WCAG 3.3.1) */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A pasted "+7 701 …" or "8 701 …" (11 digits) is the same number: drop the country digit so
 * the 10-digit mask gets the national form (spec §5 phone format).
 */
function dropCountryDigit(chunk: string, masked: Masked): string {
  const digits = chunk.replace(/\D/g, '');
  if (!masked.unmaskedValue && digits.length === 11 && /^[78]/.test(digits)) return digits.slice(1);
  return chunk;
}

/** spec §5: the number, 10 digits behind a fixed +7, as "(701) 123-45-67"; the value is the digits. */
export function MsisdnField({ value, onChange, ...props }: MaskedFieldProps) {
  return (
    <InputBase
      {...props}
      component={IMaskInput}
      mask={PHONE_MASK}
      prepare={dropCountryDigit}
      unmask
      value={value}
      onAccept={(unmasked: string) => onChange(unmasked)}
      leftSection="+7"
      leftSectionProps={{ 'aria-hidden': true }}
      inputMode="numeric"
      autoComplete="off"
    />
  );
}

/** Digits only, at most `max` of them: anything else cannot be typed (spec §5 limits). */
export function DigitsField({ value, onChange, max, ...props }: MaskedFieldProps & { max: number }) {
  return (
    <InputBase
      {...props}
      component={IMaskInput}
      mask={new RegExp(`^\\d{0,${max}}$`)}
      unmask
      value={value}
      onAccept={(unmasked: string) => onChange(unmasked)}
      inputMode="numeric"
      autoComplete="off"
    />
  );
}
