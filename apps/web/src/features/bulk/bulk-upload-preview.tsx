import { List, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BulkUploadPreview, BulkUploadRow } from '@kabinet/contract/bulk-upload';
import { TableScroll } from '../../shared/ui/table-scroll.tsx';

/** What the server read in the file: how many rows are accepted, why the others are left out. */
export function BulkUploadPreviewView({ preview }: { preview: BulkUploadPreview }) {
  const { t } = useTranslation(['bulk', 'errors']);
  return (
    <Stack gap="xs" aria-live="polite">
      <Text fw={600}>{t('upload_summary', { rows: preview.rows, accepted: preview.accepted })}</Text>
      {preview.rejected.length > 0 && (
        <List size="sm" spacing={4}>
          {preview.rejected.map(({ code, count }) => (
            <List.Item key={code}>{t('upload_rejected', { count, reason: t(`errors:${code}`) })}</List.Item>
          ))}
        </List>
      )}
      <Text fz="sm" fw={600}>
        {t('upload_first_rows')}
      </Text>
      <RowsTable rows={preview.firstRows} label={t('upload_first_rows')} />
      {preview.firstRejected.length > 0 && (
        <>
          <Text fz="sm" fw={600}>
            {t('upload_first_rejected')}
          </Text>
          <RowsTable rows={preview.firstRejected} label={t('upload_first_rejected')} />
        </>
      )}
    </Stack>
  );
}

function RowsTable({ rows, label }: { rows: BulkUploadRow[]; label: string }) {
  const { t } = useTranslation(['bulk', 'errors']);
  return (
    <TableScroll minWidth={520} label={label}>
      <Table striped fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('column_row')}</Table.Th>
            <Table.Th>{t('column_number')}</Table.Th>
            <Table.Th>{t('column_what')}</Table.Th>
            <Table.Th>{t('column_result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.row}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.number}</Table.Td>
              <Table.Td>
                {row.action ? t(`actions.${row.action}`) : ''}
                {row.argument ? `: ${row.argument}` : ''}
              </Table.Td>
              <Table.Td>{row.code ? t(`errors:${row.code}`) : t('upload_accepted')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
