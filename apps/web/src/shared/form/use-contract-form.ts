import { useCallback, useMemo } from 'react';
import {
  useForm,
  type FieldError,
  type FieldValues,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isErrorCode } from '@kabinet/contract/error-codes';
import type { z } from 'zod';
import { applyProblem } from './problem-fields.ts';

/** A contract schema over an object: what a form can stand on. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A form schema fetched with the form's first check instead of with its screen, for the forms of
 * the first screen (the numbers search, the note modal): the list paints without zod, which loads
 * when the user starts on the form (`preloadChecks`) or at the first check (decision 015).
 */
export interface LazySchema<S extends FormSchema> {
  readonly load: () => Promise<S>;
}

export function lazySchema<S extends FormSchema>(load: () => Promise<S>): LazySchema<S> {
  let loading: Promise<S> | undefined;
  return { load: () => (loading ??= load()) };
}

const isLazy = <S extends FormSchema>(schema: S | LazySchema<S>): schema is LazySchema<S> =>
  'load' in schema && typeof schema.load === 'function';

// the resolver library comes with the first check too: it is zod's, and lives beside it
const loadZodResolver = () => import('@hookform/resolvers/zod').then((m) => m.zodResolver);

/** zod's resolver over the schema, built at the first check and kept for the ones after it. */
function contractResolver<S extends FormSchema>(
  schema: S | LazySchema<S>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  type ZodFormResolver = Resolver<z.input<S>, unknown, z.output<S>>;
  let resolver: Promise<ZodFormResolver> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([loadZodResolver(), isLazy(schema) ? schema.load() : schema]).then(
      ([zodResolver, loaded]) => zodResolver(loaded as never) as unknown as ZodFormResolver,
    );
    return (await resolver)(values, context, options);
  };
}

/**
 * The one form of the portal (CONVENTIONS "Server data and forms"): react-hook-form with the
 * contract's zod schema, so the browser and the server refuse the same input with the same
 * catalogue code. `handleSubmit` hands the schema's output (trimmed, nulls for empty fields) to
 * the submit function; a refusal whose field errors name this form's fields lands on those fields.
 */
export function useContractForm<S extends FormSchema>(
  schema: S | LazySchema<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: useMemo(() => contractResolver(schema), [schema]),
  });
  const { setError, getValues } = form;

  /** Puts a failed call's field errors on the fields; false when none of them is a field here. */
  const showProblem = useCallback(
    (error: unknown) => applyProblem(error, Object.keys(getValues() ?? {}), setError),
    [getValues, setError],
  );
  /**
   * Fetches the checking code ahead of the first check: a form with a lazy schema calls it when
   * the user starts on it (focus), so nothing of it runs while the screen loads.
   */
  const preloadChecks = useCallback(() => {
    void loadZodResolver();
    if (isLazy(schema)) void schema.load();
  }, [schema]);
  return { ...form, showProblem, preloadChecks };
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
