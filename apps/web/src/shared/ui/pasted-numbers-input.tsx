import { useMemo, useState } from 'react';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { parsePastedNumbers } from '../format/pasted-numbers.ts';

/** The text of a list of numbers and what it reads as (`parsePastedNumbers`). */
export function usePastedNumbers() {
  const [text, setText] = useState('');
  const parsed = useMemo(() => parsePastedNumbers(text), [text]);
  return { text, setText, ...parsed };
}
export type PastedNumbers = ReturnType<typeof usePastedNumbers>;

/**
 * A list of numbers typed, pasted or read from a file, naming back what is not a number: one field
 * for every screen that takes many numbers at once (number groups, cost centres).
 */
export function PastedNumbersInput(props: { label: string; numbers: PastedNumbers; maxRows?: number }) {
  const { t } = useTranslation('common');
  const { text, setText, invalid } = props.numbers;
  return (
    <Textarea
      label={props.label}
      description={t('pastedNumbers.hint')}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      autosize
      minRows={3}
      maxRows={props.maxRows ?? 8}
      error={
        invalid.length > 0 ? t('pastedNumbers.invalid', { parts: invalid.slice(0, 5).join(', ') }) : null
      }
    />
  );
}
