import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@kabinet/contract/team';
import { useCompany } from '../../shared/company/company-context.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { notify, notifyError } from '../../shared/notify/notify.ts';
import { AccessFields, toScope, type AccessValue } from './access-fields.tsx';
import { useChangeMember, useMembers, useRemoveMember } from './team-api.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { RowRemoveButton } from '../../shared/ui/row-remove-button.tsx';

export function ScopeText({ allNumbers, groups }: { allNumbers: boolean; groups: { name: string }[] }) {
  const { t } = useTranslation('team');
  return <>{allNumbers ? t('scope.all') : groups.map((g) => g.name).join(', ') || t('scope.none')}</>;
}

/** The company's users: role, scope; change access or remove (decision 029). */
export function MembersPanel() {
  const { t } = useTranslation('team');
  const { user } = useCompany();
  const members = useMembers();
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  if (members.isError) return <Text c="red">{translateError(t, members.error)}</Text>;
  const rows = members.data?.members ?? [];
  return (
    <>
      <DataTable
        minWidth={640}
        label={t('tabs.members')}
        columns={[t('columns.user'), t('columns.role'), t('columns.scope'), t('columns.actions')]}
      >
        {rows.map((m) => (
          <tr key={m.userId} data-testid={`member-${m.email}`}>
            <td>
              <Text fw={600} size="sm">
                {`${m.firstName} ${m.lastName}`.trim() || m.email}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {m.email}
              </Text>
            </td>
            <td>
              <Badge variant="light">{t(`roles.${m.role}`)}</Badge>
            </td>
            <td>
              <ScopeText allNumbers={m.allNumbers} groups={m.groups} />
            </td>
            <td>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => setEditing(m)}>
                  {t('actions.change')}
                </Button>
                <RowRemoveButton onClick={() => setRemoving(m)} disabled={m.email === user.email}>
                  {t('actions.remove')}
                </RowRemoveButton>
              </Group>
            </td>
          </tr>
        ))}
      </DataTable>
      {editing && <ChangeAccessModal member={editing} onClose={() => setEditing(null)} />}
      {removing && <RemoveModal member={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}

function ChangeAccessModal({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const { t } = useTranslation('team');
  const change = useChangeMember();
  const [value, setValue] = useState<AccessValue>({
    role: member.role,
    allNumbers: member.allNumbers,
    groupIds: member.groups.map((g) => g.id),
  });
  const save = () =>
    change.mutate(
      { userId: member.userId, role: value.role, scope: toScope(value) },
      {
        onSuccess: () => {
          notify(t('changed', { user: member.email }));
          onClose();
        },
        onError: (error) => notifyError(translateError(t, error)),
      },
    );
  return (
    <Modal opened onClose={onClose} title={t('changeTitle', { user: member.email })}>
      <Stack>
        <AccessFields value={value} onChange={setValue} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            onClick={save}
            loading={change.isPending}
            disabled={!value.allNumbers && value.groupIds.length === 0}
          >
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RemoveModal({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const { t } = useTranslation('team');
  const remove = useRemoveMember();
  const confirm = () =>
    remove.mutate(member.userId, {
      onSuccess: () => {
        notify(t('removed', { user: member.email }));
        onClose();
      },
      onError: (error) => notifyError(translateError(t, error)),
    });
  return (
    <Modal opened onClose={onClose} title={t('removeTitle')}>
      <Stack>
        <Text>{t('removeText', { user: member.email })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('actions.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
