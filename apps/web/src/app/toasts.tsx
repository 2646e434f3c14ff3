import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { TOAST_LIFETIME_MS } from '../shared/notify/notify.ts';

/**
 * Toasts sit bottom-right on a wide screen; on a phone at the top, where they cover no form's
 * button (at the bottom 'company selected' hid the offer page's Send).
 */
export const TOAST_POSITION = { phone: 'top-center', wide: 'bottom-right' } as const;

/** The toasts' container: mounted by the app with the first toast (decision 015). */
export function Toasts() {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Notifications
      autoClose={TOAST_LIFETIME_MS}
      position={isPhone ? TOAST_POSITION.phone : TOAST_POSITION.wide}
      limit={4}
    />
  );
}
