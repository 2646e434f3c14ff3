import type { ReactNode } from 'react';
import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { Notice } from '../../shared/ui/notice.tsx';

/** A documents sub-tab: its title (the tab's name) and its content. */
export function ScreenFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function Loading() {
  const { t } = useTranslation('documents');
  return (
    <Center py="lg">
      <Loader size="sm" aria-label={t('screens.loading')} />
    </Center>
  );
}

/** spec §8 empty results: an info note with the catalogue's text */
export function EmptyNote({ text }: { text: string }) {
  return (
    <Notice color="blue" variant="light">
      <Text size="sm">{text}</Text>
    </Notice>
  );
}

/** A failed load: the server's code in the user's language, or the call's default (spec §8). */
export function FailureNote({ error, fallback }: { error: unknown; fallback?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert">
      <Text size="sm">{translateError(t, error, fallback)}</Text>
    </Alert>
  );
}
