import type { InputHTMLAttributes } from 'react';
import classes from './plain-field.module.css';

export interface PlainFieldProps extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'disabled'
> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** shown under the field and read with it, as Mantine's inputs do */
  error?: string;
  /** the loaded field's minimum width, so a row of fields wraps the same way */
  miw?: number;
}

/**
 * A labelled text field painted before a form's library has loaded (decision 015): the look and
 * size of Mantine's TextInput without its code, so a first screen does not wait for it.
 */
export function PlainField({ label, onChange, error, miw, ...input }: PlainFieldProps) {
  const errorId = `${input.id}-error`;
  return (
    <div className={classes.root} style={miw ? { minWidth: miw } : undefined}>
      <label className={classes.label} htmlFor={input.id}>
        {label}
      </label>
      <input
        {...input}
        className={classes.input}
        data-error={error ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
