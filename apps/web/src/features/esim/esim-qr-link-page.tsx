import { Code, Container, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-format.ts';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { useQrLink } from './esim-api.ts';

/**
 * /esim-qr/{token} — the page an eSIM SMS link opens (spec §4 'the QR is sent by SMS link', decision
 * 027): no sign-in, the QR to whoever holds the link, in the browser that opened it first, until the
 * activation code expires; otherwise the reason in words.
 */
export function EsimQrLinkPage() {
  const { t } = useTranslation(['esim', 'errors']);
  const { token = '' } = useParams();
  const link = useQrLink(token);

  return (
    <Container size={480} py="xl" component="main">
      <Paper withBorder radius="md" p="lg">
        {link.isPending ? (
          <Stack gap="sm" align="center">
            <Skeleton w={260} h={260} aria-label={t('link.loading')} />
          </Stack>
        ) : link.isError ? (
          <Stack gap="sm">
            <Title order={1} fz={22}>
              {t('link.failedTitle')}
            </Title>
            <Text role="alert">{translateError(t, link.error)}</Text>
          </Stack>
        ) : (
          <Stack gap="md" align="stretch">
            <Title order={1} fz={22}>
              {t('link.title', { phone: formatPhone(link.data.msisdn) })}
            </Title>
            <Text size="sm">{t('link.intro')}</Text>
            <Image
              src={link.data.qrPng}
              alt={t('qr.alt', { phone: formatPhone(link.data.msisdn) })}
              w={260}
              h={260}
              fit="contain"
              mx="auto"
              data-testid="esim-qr"
            />
            <Text size="sm" c="dimmed">
              {t('link.validUntil', { date: formatDateTime(link.data.expiresAt) })}
            </Text>
            <Text size="sm">{t('link.manual')}</Text>
            <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {link.data.activationCode}
            </Code>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
