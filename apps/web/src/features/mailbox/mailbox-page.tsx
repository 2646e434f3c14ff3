import { Alert, Grid, Skeleton, Stack, Text, UnstyledButton, Group, Paper } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-format.ts';
import { PageHeading } from '../../shared/ui/page-heading.tsx';
import { useMailboxList } from './mailbox-api.ts';
import { SentSmsList } from './sent-sms-list.tsx';
import { MailMessageView } from './mail-message-view.tsx';
import { MailStateBadge } from './mail-state-badge.tsx';

/**
 * The demo mailbox (decision 010): without an SMTP relay, what the portal sent to the signed-in
 * user — reports, documents, eSIM codes — lands here. The open message is in the URL (?message=).
 */
export function MailboxPage() {
  const { t } = useTranslation('mailbox');
  const [params, setParams] = useSearchParams();
  const { data, isPending, isError } = useMailboxList();
  const messages = data?.messages ?? [];
  const openId = params.get('message') ?? messages[0]?.id ?? null;

  return (
    <Stack gap="lg">
      <PageHeading title={t('title')} intro={`${t('intro')} ${t('timeZoneNote')}.`} />
      {isError && <Alert color="red">{t('loadError')}</Alert>}
      {isPending && <Skeleton height={120} radius="md" />}
      {!isPending && !isError && messages.length === 0 && <Text>{t('empty')}</Text>}
      {messages.length > 0 && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack
              gap="xs"
              component="ul"
              aria-label={t('listLabel')}
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {messages.map((message) => (
                <li key={message.id}>
                  <UnstyledButton
                    w="100%"
                    onClick={() => setParams({ message: message.id })}
                    aria-current={message.id === openId ? 'true' : undefined}
                  >
                    <Paper
                      withBorder
                      radius="md"
                      p="sm"
                      bg={message.id === openId ? 'violet.0' : undefined}
                      style={
                        message.id === openId ? { borderColor: 'var(--mantine-color-violet-4)' } : undefined
                      }
                    >
                      <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                        {message.subject}
                      </Text>
                      <Group justify="space-between" gap="xs" mt={4} wrap="nowrap">
                        <Text size="xs" c="dimmed">
                          {formatDateTime(message.createdAt)}
                          {message.attachments.some((a) => !a.isInline) &&
                            ` · ${t('attachmentCount', { count: message.attachments.filter((a) => !a.isInline).length })}`}
                        </Text>
                        <MailStateBadge state={message.state} />
                      </Group>
                    </Paper>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>{openId && <MailMessageView id={openId} />}</Grid.Col>
        </Grid>
      )}
      <SentSmsList />
    </Stack>
  );
}
