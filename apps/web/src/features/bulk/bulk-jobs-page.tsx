import { useState } from 'react';
import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-format.ts';
import { useBulkJobs } from './use-bulk.ts';
import { BulkUploadPanel } from './bulk-upload-panel.tsx';
import { BulkTable } from './bulk-table.tsx';

const PAGE_SIZE = 20;

/** /bulk — the company's bulk jobs, visible to all its administrators (decision 023). */
export function BulkJobsPage() {
  const { t } = useTranslation('bulk');
  const [page, setPage] = useState(1);
  const jobs = useBulkJobs(page, PAGE_SIZE);
  const totalPages = Math.max(1, Math.ceil((jobs.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {t('jobs_title')}
      </Title>
      <BulkUploadPanel />
      {jobs.data?.total === 0 && <Text>{t('jobs_empty')}</Text>}
      <BulkTable
        label={t('jobs_title')}
        minWidth={560}
        headers={[t('column_when'), t('column_who'), t('column_what'), t('column_counts')]}
        page={page}
        totalPages={totalPages}
        onPage={setPage}
      >
        {jobs.data?.jobs.map((job) => (
          <Table.Tr key={job.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Anchor component={Link} to={`/bulk/${job.id}`}>
                {formatDateTime(job.createdAt)}
              </Anchor>
            </Table.Td>
            <Table.Td>{job.createdBy}</Table.Td>
            <Table.Td>
              {t('job_title', {
                action: t(job.action ? `actions.${job.action}` : 'from_file'),
                count: job.total,
              })}{' '}
              · {t(`job_states.${job.state}`)}
            </Table.Td>
            <Table.Td>
              {(['done', 'refused', 'failed', 'skipped'] as const)
                .map((state) => `${t(`item_states.${state}`)}: ${job.counts[state]}`)
                .join(' · ')}
            </Table.Td>
          </Table.Tr>
        ))}
      </BulkTable>
    </Stack>
  );
}
