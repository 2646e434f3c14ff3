import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../shared/company/company-context.ts';
import { formatDateTime } from '../../shared/format/date-format.ts';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { useSentSms } from './mailbox-api.ts';

/**
 * The demo mailbox's texts (decision 027): what the operator sent to the company's numbers — secret
 * codes, the device register's answers, eSIM QR links — beside the e-mail, newest first.
 */
export function SentSmsList() {
  const { t } = useTranslation('mailbox');
  const { bin } = useCompany();
  const sms = useSentSms(bin);
  if (bin === null) return null;
  const messages = sms.data?.messages ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="mailbox-sms">
      <Title order={2} fz={{ base: 18, sm: 22 }} id="mailbox-sms">
        {t('sms.title')}
      </Title>
      {sms.isPending && <Skeleton height={80} radius="md" />}
      {sms.isError && <Text role="alert">{t('loadError')}</Text>}
      {sms.isSuccess && messages.length === 0 && <Text>{t('sms.empty')}</Text>}
      {messages.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('sms.title')}>
          {messages.map((message) => (
            <li key={message.id}>
              <Paper withBorder radius="md" p="sm">
                <Text size="sm" fw={600}>
                  {t('sms.to', { phone: formatPhone(message.msisdn) })}
                  <Text span c="dimmed" size="sm" fw={400}>
                    {' · '}
                    {formatDateTime(message.createdAt)}
                  </Text>
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {message.text}
                </Text>
                {message.link && (
                  <Anchor href={message.link} target="_blank" rel="noopener noreferrer" size="sm">
                    {t('sms.openLink')}
                  </Anchor>
                )}
              </Paper>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
