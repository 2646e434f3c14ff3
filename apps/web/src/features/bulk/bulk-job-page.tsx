import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Progress,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BulkJob } from '@kabinet/contract/bulk';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { watchBulkJob } from './bulk-job-watcher.tsx';
import { BulkTable } from './bulk-table.tsx';
import {
  useBulkItems,
  useBulkJob,
  useCancelBulkJob,
  useDownloadBulkResult,
  useRetryBulkJob,
} from './use-bulk.ts';

const FILTERS = ['all', 'done', 'refused', 'failed', 'skipped', 'queued'] as const;

/** /bulk/:jobId — a bulk job's live progress and its per-number results (decision 023). */
export function BulkJobPage() {
  const { jobId = '' } = useParams();
  const { t } = useTranslation(['bulk', 'errors']);
  const job = useBulkJob(jobId);
  if (job.error) return <Alert color="red">{t('errors:bulk_job_not_found')}</Alert>;
  if (!job.data) return <Text>{t('loading')}</Text>;
  return <JobView job={job.data} />;
}

function JobView({ job }: { job: BulkJob }) {
  const { t } = useTranslation(['bulk', 'errors']);
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const [page, setPage] = useState(1);
  const isOpen = job.state === 'queued' || job.state === 'running';
  const items = useBulkItems(job.id, filter === 'all' ? null : filter, page, isOpen);
  const cancel = useCancelBulkJob(job.id);
  const download = useDownloadBulkResult(job.id);
  const retry = useRetryBulkJob(job.id);
  const navigate = useNavigate();
  const { bin } = useCompany();
  const handleRetry = () =>
    retry.mutate(undefined, {
      onSuccess: (next) => {
        if (bin) watchBulkJob(next.id, bin);
        setFilter('all');
        setPage(1);
        void navigate(`/bulk/${next.id}`);
      },
    });
  const finished = job.total - job.counts.queued - job.counts.running;
  const percent = job.total ? Math.round((finished / job.total) * 100) : 100;
  const totalPages = Math.max(1, Math.ceil((items.data?.total ?? 0) / 20));
  const title = t('job_title', {
    action: t(job.action ? `actions.${job.action}` : 'from_file'),
    count: job.total,
  });

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {title}
      </Title>
      <Group gap="xs">
        <Badge>{t(`job_states.${job.state}`)}</Badge>
        <Text fz="sm" c="dimmed">
          {t('started_by', { user: job.createdBy })}
        </Text>
      </Group>
      <Progress value={percent} size="lg" aria-label={t('progress', { percent })} animated={isOpen} />
      <Text aria-live="polite">
        {t('progress_text', { finished, total: job.total })}
        {job.secondsLeft !== null && ` · ${t('time_left', { seconds: job.secondsLeft })}`}
      </Text>
      <Group gap="md" wrap="wrap">
        {(['done', 'refused', 'failed', 'skipped', 'queued'] as const).map((state) => (
          <Text key={state} fz="sm">
            {t(`item_states.${state}`)}: <b>{job.counts[state]}</b>
          </Text>
        ))}
      </Group>
      {!isOpen && (
        <Group gap="xs">
          <Button variant="default" loading={download.isPending} onClick={() => download.mutate('xlsx')}>
            {t('download_xlsx')}
          </Button>
          <Button variant="default" loading={download.isPending} onClick={() => download.mutate('csv')}>
            {t('download_csv')}
          </Button>
          {job.counts.failed > 0 && (
            <Button loading={retry.isPending} onClick={handleRetry}>
              {t('retry_failed', { count: job.counts.failed })}
            </Button>
          )}
        </Group>
      )}
      {retry.error && (
        <Text c="red" role="alert">
          {t(`errors:${isApiError(retry.error) ? retry.error.code : 'system_error'}`)}
        </Text>
      )}
      {isOpen && (
        <Group>
          <Button variant="default" color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            {t('cancel_job')}
          </Button>
        </Group>
      )}
      <SegmentedControl
        aria-label={t('filter_label')}
        value={filter}
        onChange={(value) => {
          setFilter(value as (typeof FILTERS)[number]);
          setPage(1);
        }}
        data={FILTERS.map((value) => ({
          value,
          label: t(value === 'all' ? 'filter_all' : `item_states.${value}`),
        }))}
        style={{ overflowX: 'auto' }}
      />
      <BulkTable
        label={title}
        minWidth={320}
        headers={[t('column_number'), t('column_label'), t('column_result'), t('column_reason')]}
        page={page}
        totalPages={totalPages}
        onPage={setPage}
      >
        {items.data?.items.map((item, index) => (
          <Table.Tr key={`${item.msisdn}-${index}`}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPhone(item.msisdn)}</Table.Td>
            <Table.Td>{item.label ?? ''}</Table.Td>
            <Table.Td>
              <Text fz="sm" fw={600}>
                {t(`item_states.${item.state}`)}
              </Text>
            </Table.Td>
            <Table.Td>{item.code ? t(`errors:${item.code}`) : ''}</Table.Td>
          </Table.Tr>
        ))}
      </BulkTable>
    </Stack>
  );
}
