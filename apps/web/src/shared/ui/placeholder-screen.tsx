import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The frame of a section whose screen is not built yet: its title and a 'coming' note. */
export function PlaceholderScreen({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {title}
      </Title>
      {children}
      <Paper withBorder p="lg" radius="md">
        <Text c="dimmed">{t('common:comingSoon')}</Text>
      </Paper>
    </Stack>
  );
}
