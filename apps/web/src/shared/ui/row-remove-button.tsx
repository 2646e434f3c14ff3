import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

/** A table row's removing action (remove, revoke, delete): small, quiet, and red for what it undoes. */
export function RowRemoveButton(props: ButtonProps & ComponentPropsWithoutRef<'button'>) {
  return <Button size="xs" variant="subtle" color="red" {...props} />;
}
