import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** spec §2 Shell: the full-screen preloader (also any user status other than DONE/ERROR). */
export function FullScreenPreloader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="60dvh" h="100%" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" aria-hidden />
        <Text c="dimmed">{label ?? t('common:loading')}</Text>
      </Stack>
    </Center>
  );
}
