import { useId, type ReactNode } from 'react';
import classes from './segmented-radios.module.css';

interface SegmentedRadiosProps<Value extends string> {
  value: Value;
  onChange: (value: Value) => void;
  data: readonly { value: Value; label: ReactNode }[];
  /** the group's name for assistive technology (or `aria-labelledby`) */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  size?: 'xs' | 'sm';
  fullWidth?: boolean;
  disabled?: boolean;
}

/**
 * A choice of a few, as native radios drawn as Mantine's SegmentedControl (decision 015, round
 * four): nothing measures the page when it first renders, and the arrow keys are the browser's.
 */
export function SegmentedRadios<Value extends string>({
  value,
  onChange,
  data,
  size = 'sm',
  fullWidth = false,
  disabled = false,
  ...labelled
}: SegmentedRadiosProps<Value>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      className={classes.switch}
      data-size={size}
      data-full-width={fullWidth || undefined}
      {...labelled}
    >
      {data.map((item) => (
        <span key={item.value} className={classes.option}>
          <input
            type="radio"
            className={classes.input}
            id={`${name}-${item.value}`}
            name={name}
            value={item.value}
            checked={value === item.value}
            disabled={disabled}
            onChange={() => onChange(item.value)}
          />
          <label htmlFor={`${name}-${item.value}`} className={classes.label}>
            {item.label}
          </label>
        </span>
      ))}
    </div>
  );
}
