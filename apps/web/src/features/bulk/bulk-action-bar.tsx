import { useState } from 'react';
import { Affix, Box, Button, Group, Paper, Select, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BulkCreateRequest } from '@kabinet/contract/bulk';
import { BULK_ACTIONS, BULK_FINANCE_ACTIONS, type BulkAction } from '@kabinet/contract/bulk-actions';
import type { NumbersSearchInput } from '@kabinet/contract/numbers';
import { pickedCount, useBulkSelection } from './bulk-selection.tsx';
import { useBulkPreview, useCreateBulkJob } from './use-bulk.ts';
import { argumentKindOf, BulkArgument } from './bulk-argument.tsx';
import { BulkConfirm } from './bulk-confirm.tsx';
import { watchBulkJob } from './bulk-job-watcher.tsx';
import { useAccess, useCompany } from '../../shared/company/company-context.ts';
import { can } from '../../shared/access/access.ts';

/**
 * The sticky bar once numbers are picked: the count, the action and its argument, the confirmation
 * with the server's pre-count. Its own chunk, loaded at the first pick (decision 015: not part of
 * the list's first paint).
 */
export function BulkActionBar({ search }: { search: NumbersSearchInput }) {
  const { t } = useTranslation('bulk');
  const selection = useBulkSelection();
  const navigate = useNavigate();
  const create = useCreateBulkJob();
  const preview = useBulkPreview();
  const { bin } = useCompany();
  const access = useAccess();
  // decision 030: limits and cost centres need finance.move, as their single actions do
  const actions = BULK_ACTIONS.filter(
    (value) => !BULK_FINANCE_ACTIONS.includes(value) || can(access, 'finance.move'),
  );
  const [action, setAction] = useState<BulkAction | null>(null);
  const [argument, setArgument] = useState('');
  const [isConfirming, setConfirming] = useState(false);
  if (!selection) return null;
  const { pick } = selection;
  const count = pickedCount(pick);
  const needsArgument = argumentKindOf(action) !== null;

  const request = (): BulkCreateRequest | null =>
    action && {
      action,
      ...(needsArgument ? { argument } : {}),
      selection: pick.kind === 'search' ? { search } : { msisdns: [...pick.msisdns] },
    };
  const confirm = () => {
    const body = request();
    if (!body) return;
    create.reset();
    preview.mutate(body);
    setConfirming(true);
  };
  const start = () => {
    const body = request();
    if (!body) return;
    create.mutate(body, {
      onSuccess: (job) => {
        if (bin) watchBulkJob(job.id, bin);
        selection.clear();
        setConfirming(false);
        void navigate(`/bulk/${job.id}`);
      },
    });
  };

  return (
    <>
      {/* room under the list, so the sticky bar never hides its last card */}
      {count > 0 && <Box aria-hidden h={150} style={{ order: 99 }} />}
      {count > 0 && (
        <Affix position={{ bottom: 0, left: 0, right: 0 }} zIndex={150}>
          <Paper
            role="region"
            aria-label={t('bar_label')}
            shadow="md"
            withBorder
            p="sm"
            radius={0}
            style={{ paddingBottom: 'calc(var(--mantine-spacing-sm) + env(safe-area-inset-bottom))' }}
          >
            <Group justify="space-between" wrap="wrap" gap="xs" maw={1200} mx="auto">
              <Text fw={600} aria-live="polite">
                {t('selected', { count })}
              </Text>
              <Group gap="xs" wrap="wrap">
                <Select
                  aria-label={t('action_label')}
                  placeholder={t('action_label')}
                  data={actions.map((value) => ({ value, label: t(`actions.${value}`) }))}
                  value={action}
                  onChange={(value) => {
                    setAction(value as BulkAction | null);
                    setArgument('');
                  }}
                  w={{ base: 180, sm: 240 }}
                  comboboxProps={{ withinPortal: true, zIndex: 300 }}
                />
                <BulkArgument action={action} value={argument} onChange={setArgument} />
                <Button disabled={!action || (needsArgument && !argument.trim())} onClick={confirm}>
                  {t('apply')}
                </Button>
                <Button variant="default" onClick={selection.clear}>
                  {t('clear')}
                </Button>
              </Group>
            </Group>
          </Paper>
        </Affix>
      )}
      <BulkConfirm
        isOpen={isConfirming}
        action={action}
        preview={preview.data ?? null}
        previewError={preview.error}
        startError={create.error}
        isStarting={create.isPending}
        onStart={start}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
