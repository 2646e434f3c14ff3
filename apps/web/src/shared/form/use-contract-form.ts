import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useForm, type FieldError, type FieldValues, type UseFormProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isErrorCode } from '@kabinet/contract/errors';
import type { z } from 'zod';
import { applyProblem } from './problem-fields.ts';

/** A contract schema over an object: what a form can stand on. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * The one form of the portal (CONVENTIONS "Server data and forms"): react-hook-form with the
 * contract's zod schema, so the browser and the server refuse the same input with the same
 * catalogue code. `handleSubmit` hands the schema's output (trimmed, nulls for empty fields) to
 * the submit function; a refusal whose field errors name this form's fields lands on those fields.
 */
export function useContractForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
  const { setError, getValues } = form;

  /** Puts a failed call's field errors on the fields; false when none of them is a field here. */
  const showProblem = useCallback(
    (error: unknown) => applyProblem(error, Object.keys(getValues() ?? {}), setError),
    [getValues, setError],
  );
  return { ...form, showProblem };
}

export type ContractForm<S extends FormSchema> = ReturnType<typeof useContractForm<S>>;

/**
 * A field's error as text: its message is a catalogue code (the contract's schemas and the
 * server's problems both carry codes), shown from the errors namespace in the user's language.
 */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation('errors');
  return useCallback(
    (error) => {
      if (!error) return undefined;
      const code = isErrorCode(error.message) ? error.message : 'validation_error';
      return t(code);
    },
    [t],
  );
}
