import { notifications } from '@mantine/notifications';
import { TOAST_LIFETIME_MS } from '@kabinet/contract/constants';
import { currentI18n } from '../i18n/i18n.ts';

/** spec §9: toasts live 10 s */
export { TOAST_LIFETIME_MS };

/** spec §3 Notification: a message and an error flag; errors get the error style. */
export function notify(message: string, options: { isError?: boolean; title?: string } = {}): void {
  notifications.show({
    message,
    title: options.title,
    color: options.isError ? 'red' : 'teal',
    autoClose: TOAST_LIFETIME_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': closeLabel() },
    // Mantine's description gray is below AA contrast on white
    styles: { description: { color: 'var(--mantine-color-text)' } },
  });
}

function closeLabel(): string {
  return currentI18n()?.t('common:actions.close') ?? '×';
}

export const notifyError = (message: string, title?: string) => notify(message, { isError: true, title });
