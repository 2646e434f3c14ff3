import { useState } from 'react';
import {
  Button,
  FileButton,
  Group,
  Modal,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NumberGroup } from '@kabinet/contract/team';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { PastedNumbersInput, usePastedNumbers } from '../../shared/ui/pasted-numbers-input.tsx';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { notify, notifyError } from '../../shared/notify/notify.ts';
import {
  useAddGroupNumbers,
  useCreateGroup,
  useGroupNumbers,
  useGroups,
  useRemoveGroup,
  useRemoveGroupNumbers,
} from './team-api.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { RowRemoveButton } from '../../shared/ui/row-remove-button.tsx';

/** Number groups: make one, add numbers singly, pasted or from a file, take them out (decision 029). */
export function GroupsPanel() {
  const { t } = useTranslation('team');
  const groups = useGroups();
  const create = useCreateGroup();
  const remove = useRemoveGroup();
  const [name, setName] = useState('');
  const [open, setOpen] = useState<NumberGroup | null>(null);
  const add = () =>
    create.mutate(name.trim(), {
      onSuccess: () => {
        notify(t('groupCreated', { group: name.trim() }));
        setName('');
      },
      onError: (error) => notifyError(translateError(t, error)),
    });
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg" component="form" onSubmit={(e) => (e.preventDefault(), add())}>
        <Group align="flex-end">
          <TextInput
            label={t('fields.groupName')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={100}
            required
          />
          <Button type="submit" loading={create.isPending} disabled={name.trim() === ''}>
            {t('actions.createGroup')}
          </Button>
        </Group>
      </Paper>
      {groups.isError && <Text c="red">{translateError(t, groups.error)}</Text>}
      <DataTable
        minWidth={480}
        label={t('tabs.groups')}
        columns={[t('fields.groupName'), t('columns.numbers'), t('columns.actions')]}
      >
        {(groups.data?.groups ?? []).map((g) => (
          <tr key={g.id}>
            <td>{g.name}</td>
            <td>{g.numbers}</td>
            <td>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => setOpen(g)}>
                  {t('actions.numbers')}
                </Button>
                <RowRemoveButton
                  onClick={() =>
                    remove.mutate(g.id, {
                      onSuccess: () => notify(t('groupRemoved', { group: g.name })),
                      onError: (error) => notifyError(translateError(t, error)),
                    })
                  }
                >
                  {t('actions.remove')}
                </RowRemoveButton>
              </Group>
            </td>
          </tr>
        ))}
      </DataTable>
      {open && <GroupNumbersModal group={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

function GroupNumbersModal({ group, onClose }: { group: NumberGroup; onClose: () => void }) {
  const { t } = useTranslation('team');
  const [page, setPage] = useState(1);
  const numbers = useGroupNumbers(group.id, page);
  const add = useAddGroupNumbers();
  const take = useRemoveGroupNumbers();
  const pasted = usePastedNumbers();

  const submit = () =>
    add.mutate(
      { groupId: group.id, msisdns: pasted.msisdns },
      {
        onSuccess: (result) => {
          notify(
            result.notInCompany.length > 0
              ? t('addedWithForeign', {
                  count: result.added,
                  numbers: result.notInCompany.map(formatPhone).join(', '),
                })
              : t('added', { count: result.added }),
          );
          pasted.setText('');
        },
        onError: (error) => notifyError(translateError(t, error)),
      },
    );

  const total = numbers.data?.total ?? 0;
  return (
    <Modal opened onClose={onClose} title={t('numbersTitle', { group: group.name })} size="lg">
      <Stack>
        <Title order={3} fz={16}>
          {t('addNumbers')}
        </Title>
        <PastedNumbersInput label={t('fields.numbers')} numbers={pasted} maxRows={6} />
        <Group>
          <FileButton
            accept=".txt,.csv,text/plain,text/csv"
            onChange={(file) => void file?.text().then(pasted.setText)}
          >
            {(props) => (
              <Button variant="default" {...props}>
                {t('actions.fromFile')}
              </Button>
            )}
          </FileButton>
          <Button onClick={submit} loading={add.isPending} disabled={pasted.msisdns.length === 0}>
            {t('actions.add', { count: pasted.msisdns.length })}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('inGroup', { count: total })}
        </Text>
        <Table striped withTableBorder>
          <Table.Tbody>
            {(numbers.data?.msisdns ?? []).map((msisdn) => (
              <Table.Tr key={msisdn}>
                <Table.Td>{formatPhone(msisdn)}</Table.Td>
                <Table.Td ta="right">
                  <RowRemoveButton
                    onClick={() =>
                      take.mutate(
                        { groupId: group.id, msisdns: [msisdn] },
                        { onError: (error) => notifyError(translateError(t, error)) },
                      )
                    }
                  >
                    {t('actions.takeOut')}
                  </RowRemoveButton>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {total > 50 && <Pagination total={Math.ceil(total / 50)} value={page} onChange={setPage} />}
      </Stack>
    </Modal>
  );
}
