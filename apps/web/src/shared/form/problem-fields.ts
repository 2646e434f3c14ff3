import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError, type FieldProblem } from '../api/api-error.ts';

/** The server names a field by where it travelled (`body.label`, `querystring.comment`). */
const LOCATIONS = new Set(['body', 'querystring', 'query', 'params']);

export function fieldOfProblem(path: string): string {
  const parts = path.split('.');
  return LOCATIONS.has(parts[0]!) ? parts.slice(1).join('.') : path;
}

/**
 * Puts a problem's field errors onto the form's fields (the code becomes the field's message,
 * translated where it is shown). True when at least one error found its field; a problem about
 * nothing the form shows stays for the caller to tell (a toast).
 */
export function applyProblem<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false;
  const known = new Set(fields);
  let isApplied = false;
  error.fieldErrors.forEach((problem: FieldProblem) => {
    const field = fieldOfProblem(problem.path);
    if (!known.has(field)) return;
    setError(field as Path<T>, { type: 'server', message: problem.code }, { shouldFocus: !isApplied });
    isApplied = true;
  });
  return isApplied;
}
