import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A list of numbers typed, pasted or read from a file (`parsePastedNumbers` reads it), naming back
 * what is not a number: one field for every screen that takes many numbers at once.
 */
export function PastedNumbersInput(props: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** the parts that are not numbers */
  invalid: readonly string[];
  maxRows?: number;
}) {
  const { t } = useTranslation('common');
  return (
    <Textarea
      label={props.label}
      description={t('pastedNumbers.hint')}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      autosize
      minRows={3}
      maxRows={props.maxRows ?? 8}
      error={
        props.invalid.length > 0
          ? t('pastedNumbers.invalid', { parts: props.invalid.slice(0, 5).join(', ') })
          : null
      }
    />
  );
}
