import { useState } from 'react';
import { Anchor, Button, Group, Select, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CostCentre } from '@kabinet/contract/cost-centres';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { notify, notifyError } from '../../shared/notify/notify.ts';
import { PastedNumbersInput, usePastedNumbers } from '../../shared/ui/pasted-numbers-input.tsx';
import { useCostCentreChange, useCostCentres } from './cost-centres-api.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { RowRemoveButton } from '../../shared/ui/row-remove-button.tsx';

/** /cost-centres — the company's cost centres and the numbers assigned to them (decision 030). */
export function CostCentresPage() {
  const { t } = useTranslation('spend');
  const centres = useCostCentres();
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {t('centres.title')}
      </Title>
      <CentreForm />
      {centres.data?.length === 0 && <Text>{t('centres.empty')}</Text>}
      {centres.data && centres.data.length > 0 && <CentresTable centres={centres.data} />}
      {centres.data && <AssignForm centres={centres.data} />}
    </Stack>
  );
}

function useChange() {
  const { t } = useTranslation('spend');
  const change = useCostCentreChange();
  const run = (variables: Parameters<typeof change.mutate>[0], done: string, onDone?: () => void) =>
    change.mutate(variables, {
      onSuccess: (result) => {
        notify(variables.kind === 'assign' ? t('centres.assigned', { count: result.assigned ?? 0 }) : done);
        onDone?.();
      },
      onError: (error) => notifyError(translateError(t, error)),
    });
  return { run, isPending: change.isPending };
}

/** create, or rename/recode one (`centre`) */
function CentreForm({ centre, onDone }: { centre?: CostCentre; onDone?: () => void }) {
  const { t } = useTranslation('spend');
  const [code, setCode] = useState(centre?.code ?? '');
  const [name, setName] = useState(centre?.name ?? '');
  const { run, isPending } = useChange();
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { code, name };
    if (centre) run({ kind: 'update', id: centre.id, input }, t('centres.saved'), onDone);
    else
      run({ kind: 'create', input }, t('centres.created'), () => {
        setCode('');
        setName('');
      });
  };
  return (
    <form onSubmit={handleSubmit}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={t('centres.code')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          w={140}
        />
        <TextInput
          label={t('centres.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 180 }}
        />
        <Button type="submit" loading={isPending}>
          {centre ? t('centres.save') : t('centres.create')}
        </Button>
        {onDone && (
          <Button variant="default" onClick={onDone}>
            {t('centres.cancel')}
          </Button>
        )}
      </Group>
    </form>
  );
}

function CentresTable({ centres }: { centres: CostCentre[] }) {
  const { t } = useTranslation('spend');
  const [editing, setEditing] = useState<number | null>(null);
  const { run, isPending } = useChange();
  return (
    <DataTable
      minWidth={480}
      label={t('centres.title')}
      columns={[t('centres.code'), t('centres.name'), t('centres.numbers'), '']}
    >
      {centres.map((c) =>
        editing === c.id ? (
          <tr key={c.id}>
            <td colSpan={4}>
              <CentreForm centre={c} onDone={() => setEditing(null)} />
            </td>
          </tr>
        ) : (
          <tr key={c.id}>
            <td>{c.code}</td>
            <td>{c.name}</td>
            <td>
              <Anchor component={Link} to={`/numbers?costCentre=${c.id}`}>
                {c.numbers}
              </Anchor>
            </td>
            <td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Button size="xs" variant="subtle" onClick={() => setEditing(c.id)}>
                  {t('centres.rename')}
                </Button>
                <RowRemoveButton
                  loading={isPending}
                  onClick={() => run({ kind: 'delete', id: c.id }, t('centres.deleted'))}
                >
                  {t('centres.delete')}
                </RowRemoveButton>
              </Group>
            </td>
          </tr>
        ),
      )}
    </DataTable>
  );
}

function AssignForm({ centres }: { centres: CostCentre[] }) {
  const { t } = useTranslation('spend');
  const [target, setTarget] = useState(centres[0] ? String(centres[0].id) : 'none');
  const { run, isPending } = useChange();
  const pasted = usePastedNumbers();
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (pasted.msisdns.length === 0) return;
    run(
      {
        kind: 'assign',
        input: { costCentreId: target === 'none' ? null : Number(target), msisdns: pasted.msisdns },
      },
      '',
      () => pasted.setText(''),
    );
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="assign-title">
      <form onSubmit={handleSubmit}>
        <Stack gap="xs">
          <Title order={2} fz="md" id="assign-title">
            {t('centres.assignTitle')}
          </Title>
          <Select
            label={t('centres.assignTo')}
            value={target}
            allowDeselect={false}
            onChange={(value) => setTarget(value ?? 'none')}
            data={[
              ...centres.map((c) => ({ value: String(c.id), label: `${c.code} · ${c.name}` })),
              { value: 'none', label: t('centres.assignNone') },
            ]}
          />
          <PastedNumbersInput label={t('centres.numbers')} numbers={pasted} maxRows={10} />
          <Group>
            <Button
              type="submit"
              loading={isPending}
              disabled={pasted.msisdns.length === 0 || pasted.invalid.length > 0}
            >
              {t('centres.assign')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
