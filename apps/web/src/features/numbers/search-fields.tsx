import { memo, useCallback, useMemo, useRef, type Ref } from 'react';
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

/**
 * The value the mask is given: changed only when the form's value changes from outside (Clear,
 * the URL), not when it is what the mask itself just accepted — a keystroke then renders neither
 * the field nor the mask again (decision 028, lab INP: each keystroke rendered the field's twelve
 * components and ran the mask a second time on the value it had just produced). A new object each
 * time, so clearing back to an earlier value still reaches the mask.
 */
function useMaskValue(value: string, onChange: (value: string) => void) {
  const accepted = useRef(value);
  const shown = useRef({ value });
  if (value !== accepted.current) {
    accepted.current = value;
    shown.current = { value };
  }
  const onAccept = useCallback(
    (unmasked: string) => {
      accepted.current = unmasked;
      onChange(unmasked);
    },
    [onChange],
  );
  return [shown.current, onAccept] as const;
}

const HIDDEN = { 'aria-hidden': true } as const;

type MaskedInputProps = Omit<MaskedFieldProps, 'value' | 'onChange'> & {
  shown: { value: string };
  onAccept: (unmasked: string) => void;
  mask: string | RegExp;
  prepare?: (chunk: string, masked: Masked) => string;
};

const MaskedInput = memo(function MaskedInput({ shown, onAccept, ...props }: MaskedInputProps) {
  return (
    <InputBase
      {...props}
      component={IMaskInput}
      unmask
      value={shown.value}
      onAccept={onAccept}
      autoComplete="off"
      inputMode="numeric"
    />
  );
});

/** spec §5: the number, 10 digits behind a fixed +7, as "(701) 123-45-67"; the value is the digits. */
export function MsisdnField({ value, onChange, ...props }: MaskedFieldProps) {
  const [shown, onAccept] = useMaskValue(value, onChange);
  return (
    <MaskedInput
      {...props}
      shown={shown}
      onAccept={onAccept}
      mask={PHONE_MASK}
      prepare={dropCountryDigit}
      leftSection="+7"
      leftSectionProps={HIDDEN}
    />
  );
}

/** Digits only, at most `max` of them: anything else cannot be typed (spec §5 limits). */
export function DigitsField({ value, onChange, max, ...props }: MaskedFieldProps & { max: number }) {
  const [shown, onAccept] = useMaskValue(value, onChange);
  const mask = useMemo(() => new RegExp(`^\\d{0,${max}}$`), [max]);
  return <MaskedInput {...props} shown={shown} onAccept={onAccept} mask={mask} />;
}
