import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailState } from '@kabinet/contract/mailbox';

const STATE_COLOR: Record<MailState, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
};

export function MailStateBadge({ state }: { state: MailState }) {
  const { t } = useTranslation('mailbox');
  return (
    <Badge color={STATE_COLOR[state]} variant="light">
      {t(`state.${state}`)}
    </Badge>
  );
}
