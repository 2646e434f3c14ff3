import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '@kabinet/contract/rules/email';
import { formatDateTime } from '../../shared/format/date-format.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { notify, notifyError } from '../../shared/notify/notify.ts';
import { AccessFields, toScope, type AccessValue } from './access-fields.tsx';
import { ScopeText } from './members-panel.tsx';
import { useInvitations, useInvite, useRevokeInvitation } from './team-api.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { RowRemoveButton } from '../../shared/ui/row-remove-button.tsx';

const STATE_COLOR = { pending: 'blue', accepted: 'teal', revoked: 'gray', expired: 'orange' } as const;

/** Invite by e-mail (a single-use link, 7 days) and the company's invitations (decision 029). */
export function InvitationsPanel() {
  const { t } = useTranslation(['team', 'errors']);
  const language = useLanguage();
  const invitations = useInvitations();
  const invite = useInvite();
  const revoke = useRevokeInvitation();
  const [email, setEmail] = useState('');
  const [access, setAccess] = useState<AccessValue>({ role: 'finance', allNumbers: true, groupIds: [] });
  const [emailError, setEmailError] = useState<string | null>(null);

  const send = () => {
    if (!isValidEmail(email.trim())) return setEmailError(t('errors:invalid_email_format'));
    setEmailError(null);
    invite.mutate(
      { email: email.trim(), role: access.role, scope: toScope(access), language },
      {
        onSuccess: () => {
          notify(t('invited', { email: email.trim() }));
          setEmail('');
        },
        onError: (error) => notifyError(translateError(t, error)),
      },
    );
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg" component="form" onSubmit={(e) => (e.preventDefault(), send())}>
        <Stack gap="sm" maw={480}>
          <Title order={2} fz={18}>
            {t('inviteTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('inviteHint')}
          </Text>
          <TextInput
            label={t('fields.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={emailError}
            autoComplete="off"
            required
          />
          <AccessFields value={access} onChange={setAccess} />
          <Group>
            <Button
              type="submit"
              loading={invite.isPending}
              disabled={!access.allNumbers && access.groupIds.length === 0}
            >
              {t('actions.invite')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {invitations.isError && <Text c="red">{translateError(t, invitations.error)}</Text>}
      <DataTable
        minWidth={640}
        label={t('tabs.invitations')}
        columns={[
          t('fields.email'),
          t('columns.role'),
          t('columns.scope'),
          t('columns.state'),
          t('columns.expires'),
          t('columns.actions'),
        ]}
      >
        {(invitations.data?.invitations ?? []).map((i) => (
          <tr key={i.id} data-testid={`invitation-${i.email}`}>
            <td style={{ overflowWrap: 'anywhere' }}>{i.email}</td>
            <td>{t(`roles.${i.role}`)}</td>
            <td>
              <ScopeText allNumbers={i.allNumbers} groups={i.groups} />
            </td>
            <td>
              <Badge color={STATE_COLOR[i.state]} variant="light">
                {t(`states.${i.state}`)}
              </Badge>
            </td>
            <td>{formatDateTime(i.expiresAt)}</td>
            <td>
              {i.state === 'pending' && (
                <RowRemoveButton
                  loading={revoke.isPending && revoke.variables === i.id}
                  onClick={() =>
                    revoke.mutate(i.id, {
                      onSuccess: () => notify(t('revoked', { email: i.email })),
                      onError: (error) => notifyError(translateError(t, error)),
                    })
                  }
                >
                  {t('actions.revoke')}
                </RowRemoveButton>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </Stack>
  );
}
