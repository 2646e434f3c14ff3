import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-format.ts';
import { attachmentUrl, useMailMessage } from './mailbox-api.ts';
import { MailStateBadge } from './mail-state-badge.tsx';

const sizeInKb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/**
 * One message as the recipient got it. The HTML body is the portal's own, but it is shown in a
 * sandboxed frame all the same (no scripts, no same-origin, nothing fetched: inline images come as
 * data: URLs), so a message can never act inside the portal.
 */
export function MailMessageView({ id }: { id: string }) {
  const { t } = useTranslation('mailbox');
  const { data: message, isPending, isError } = useMailMessage(id);
  if (isError) return <Text c="red">{t('loadError')}</Text>;
  if (isPending || !message) return <Skeleton height={360} radius="md" />;
  const files = message.attachments.filter((a) => !a.isInline);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="article"
      aria-labelledby="mail-subject"
    >
      <Stack gap="sm">
        <Title order={2} fz={{ base: 18, sm: 20 }} id="mail-subject" style={{ overflowWrap: 'anywhere' }}>
          {message.subject}
        </Title>
        <Group gap="xs" wrap="wrap">
          <MailStateBadge state={message.state} />
          <Text size="sm" c="dimmed">
            {t('to')}: {message.to}
          </Text>
          <Text size="sm" c="dimmed">
            {t('createdAt')}: {formatDateTime(message.createdAt)}
          </Text>
          {message.sentAt && (
            <Text size="sm" c="dimmed">
              {t('sentAt')}: {formatDateTime(message.sentAt)}
            </Text>
          )}
        </Group>
        {files.length > 0 && (
          <Stack gap={4} component="section" aria-label={t('attachments')}>
            <Text size="sm" fw={600}>
              {t('attachments')}
            </Text>
            {files.map((file) => (
              <Anchor
                key={file.id}
                href={attachmentUrl(message.id, file.id)}
                download={file.filename}
                size="sm"
              >
                {file.filename} ({t('sizeKb', { size: sizeInKb(file.size) })})
              </Anchor>
            ))}
          </Stack>
        )}
        <iframe
          title={t('bodyTitle')}
          sandbox=""
          srcDoc={message.html}
          style={{
            width: '100%',
            height: 460,
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 8,
          }}
        />
      </Stack>
    </Paper>
  );
}
