import { Alert, type AlertProps } from '@mantine/core';

/**
 * A static notice (an empty state, a disclaimer, a standing banner): Mantine's Alert without its
 * default `role="alert"`, so a screen reader does not interrupt with it on every page load and
 * tools reading alerts do not take it for an error. New errors and results keep `role="alert"` or
 * `role="status"` (a plain `Alert`).
 */
export function Notice(props: Omit<AlertProps, 'role'>) {
  return <Alert role="note" {...props} />;
}
