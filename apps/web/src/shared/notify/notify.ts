import { useSyncExternalStore } from 'react';
import { TOAST_LIFETIME_MS } from '@kabinet/contract/constants';
import { currentI18n } from '../i18n/i18n.ts';

/** spec §9: toasts live 10 s */
export { TOAST_LIFETIME_MS };

// decision 015: the toasts' library (and its container, app.tsx) loads with the first toast, not
// with the first screen; a toast asked for meanwhile waits for it (a few kilobytes, one request).
let library: Promise<typeof import('@mantine/notifications')> | null = null;
const waiting = new Set<() => void>();
const loadLibrary = () => {
  if (!library) {
    library = import('@mantine/notifications');
    for (const listener of waiting) listener();
  }
  return library;
};

/** Whether a toast has been asked for: the app mounts the toasts' container from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      waiting.add(listener);
      return () => waiting.delete(listener);
    },
    () => library !== null,
  );
}

/** spec §3 Notification: a message and an error flag; errors get the error style. */
export function notify(message: string, options: { isError?: boolean; title?: string } = {}): void {
  void loadLibrary().then(({ notifications }) =>
    notifications.show({
      message,
      title: options.title,
      color: options.isError ? 'red' : 'teal',
      autoClose: TOAST_LIFETIME_MS,
      withBorder: true,
      closeButtonProps: { 'aria-label': closeLabel() },
      // Mantine's description gray is below AA contrast on white
      styles: { description: { color: 'var(--mantine-color-text)' } },
    }),
  );
}

function closeLabel(): string {
  return currentI18n()?.t('common:actions.close') ?? '×';
}

export const notifyError = (message: string, title?: string) => notify(message, { isError: true, title });
