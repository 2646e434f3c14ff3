import { useState } from 'react';
import { Affix, Anchor, Box, Button, Group, Modal, Paper, Select, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BulkAction } from '@kabinet/contract/bulk';
import type { NumbersSearchInput } from '@kabinet/contract/numbers';
import { isApiError } from '../../shared/api/api-error.ts';
import { pickedCount, useBulkSelection } from './bulk-selection.tsx';
import { useCreateBulkJob } from './use-bulk.ts';
import { watchBulkJob } from './bulk-job-watcher.tsx';
import { useCompany } from '../../shared/company/company-context.ts';

/** The actions the bar offers without an argument (decision 023). */
const BAR_ACTIONS: BulkAction[] = [
  'block',
  'unblock',
  'sms_ussd_ban_on',
  'sms_ussd_ban_off',
  'app_block_on',
  'app_block_off',
  'forwarding_off',
  'label_clear',
  'comment_clear',
];

interface BulkBarProps {
  /** the list's search, for "all N matching this search" */
  search: NumbersSearchInput;
  /** the numbers on the page now */
  pageNumbers: readonly string[];
  /** how many numbers match the search */
  total: number;
}

/**
 * "Select this page", "select all N matching this search", and — once something is picked — the
 * sticky bar with the count, the action and its confirmation (decision 023).
 */
export function BulkBar({ search, pageNumbers, total }: BulkBarProps) {
  const { t } = useTranslation('bulk');
  const selection = useBulkSelection();
  const navigate = useNavigate();
  const create = useCreateBulkJob();
  const { bin } = useCompany();
  const [action, setAction] = useState<BulkAction | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  if (!selection) return null;
  const { pick } = selection;
  const count = pickedCount(pick);

  const start = () => {
    if (!action) return;
    create.mutate(
      {
        action,
        selection: pick.kind === 'search' ? { search } : { msisdns: [...pick.msisdns] },
      },
      {
        onSuccess: (job) => {
          if (bin) watchBulkJob(job.id, bin);
          selection.clear();
          setConfirming(false);
          void navigate(`/bulk/${job.id}`);
        },
      },
    );
  };

  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button variant="subtle" size="compact-sm" onClick={() => selection.addAll(pageNumbers)}>
          {t('select_page')}
        </Button>
        <Anchor component={Link} to="/bulk" fz="sm">
          {t('jobs_title')}
        </Anchor>
        {total > pageNumbers.length && (
          <Button variant="subtle" size="compact-sm" onClick={() => selection.selectSearch(total)}>
            {t('select_all', { count: total })}
          </Button>
        )}
      </Group>
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
                  data={BAR_ACTIONS.map((value) => ({ value, label: t(`actions.${value}`) }))}
                  value={action}
                  onChange={(value) => setAction(value as BulkAction | null)}
                  w={{ base: 180, sm: 240 }}
                  comboboxProps={{ withinPortal: true, zIndex: 300 }}
                />
                <Button disabled={!action} onClick={() => setConfirming(true)}>
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
      <Modal opened={isConfirming} onClose={() => setConfirming(false)} title={t('confirm_title')}>
        <Stack>
          <Text>{action && t('confirm_text', { count, action: t(`actions.${action}`) })}</Text>
          <Text fz="sm" c="dimmed">
            {t('confirm_note')}
          </Text>
          {create.error && (
            <Text c="red" role="alert">
              {t(`errors:${isApiError(create.error) ? create.error.code : 'system_error'}`)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button loading={create.isPending} onClick={start}>
              {t('start')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
