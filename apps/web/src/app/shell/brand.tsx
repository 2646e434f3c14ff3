import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      component={Link}
      to="/"
      aria-label={t('shell:header.home')}
      onClick={onNavigate}
      style={{ minWidth: 0 }}
    >
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <Text fw={700} c="violet.8" truncate>
          {t('common:appName')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
