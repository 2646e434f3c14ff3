import type { ReactNode } from 'react';
import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

interface PageMessageProps {
  title: string;
  text?: string;
  icon?: ReactNode;
  tone?: 'error' | 'info' | 'warning';
  children?: ReactNode;
}

const TONE_COLOR = { error: 'red', info: 'violet', warning: 'orange' } as const;

/** A whole-page message: error page, service unavailable, not available, not found. */
export function PageMessage({ title, text, icon = '!', tone = 'info', children }: PageMessageProps) {
  return (
    <Center py="xl" px="md">
      <Stack align="center" gap="md" maw={560} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={TONE_COLOR[tone]} aria-hidden>
          <Text fw={700} fz={24} c="inherit">
            {icon}
          </Text>
        </ThemeIcon>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        {text && <Text c="dimmed">{text}</Text>}
        {children && (
          <Group justify="center" gap="sm">
            {children}
          </Group>
        )}
      </Stack>
    </Center>
  );
}

export function ToMainButton({ variant = 'filled' }: { variant?: 'filled' | 'light' | 'default' }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/" variant={variant}>
      {t('common:actions.toMain')}
    </Button>
  );
}

/** spec §2 Shell: the error page with its message. */
export function ErrorPage({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <PageMessage title={t('common:error.title')} text={message ?? t('common:error.text')} tone="error">
      {onRetry ? (
        <Button onClick={onRetry}>{t('common:actions.retry')}</Button>
      ) : (
        <Button onClick={() => window.location.reload()}>{t('common:actions.reload')}</Button>
      )}
    </PageMessage>
  );
}

/** spec §2/§8: status ERROR and a failed offer load show 'service unavailable'. */
export function ServiceUnavailablePage({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <PageMessage
      title={t('common:serviceUnavailable.title')}
      text={t('common:serviceUnavailable.text')}
      tone="warning"
    >
      {onRetry && <Button onClick={onRetry}>{t('common:actions.retry')}</Button>}
    </PageMessage>
  );
}

/** spec §6: a missing feature gives 'Sorry, this function is not available to you'. */
export function NotAvailablePage({ withHomeLink = false }: { withHomeLink?: boolean }) {
  const { t } = useTranslation();
  return (
    <PageMessage title={t('common:notAvailable.title')} text={t('common:notAvailable.text')} icon="×">
      {withHomeLink && <ToMainButton variant="light" />}
    </PageMessage>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageMessage title={t('common:notFound.title')} text={t('common:notFound.text')} icon="?">
      <ToMainButton />
    </PageMessage>
  );
}
