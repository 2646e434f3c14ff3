import { useState } from 'react';
import { Alert, Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BULK_UPLOAD_MAX_BYTES } from '@kabinet/contract/bulk-upload';
import { isApiError } from '../../shared/api/api-error.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { watchBulkJob } from './bulk-job-watcher.tsx';
import { BulkUploadPreviewView } from './bulk-upload-preview.tsx';
import { useBulkJobFromUpload, useDownloadBulkTemplate, useUploadBulkFile } from './use-bulk.ts';

const errorKey = (error: Error) => `errors:${isApiError(error) ? error.code : 'system_error'}`;

/**
 * Bulk actions from a spreadsheet (decision 023): the template, the upload, the server's preview
 * of accepted and left-out rows, and the confirmation that makes a job of the accepted ones.
 */
export function BulkUploadPanel() {
  const { t } = useTranslation(['bulk', 'errors']);
  const navigate = useNavigate();
  const { bin } = useCompany();
  const [file, setFile] = useState<File | null>(null);
  // decision 035: a file over the limit is refused here, before its bytes are sent
  const [isTooLarge, setIsTooLarge] = useState(false);
  const upload = useUploadBulkFile();
  const confirm = useBulkJobFromUpload();
  const template = useDownloadBulkTemplate();
  const preview = upload.data;

  const handleFile = (next: File | null) => {
    setFile(next);
    upload.reset();
    confirm.reset();
    const tooLarge = next !== null && next.size > BULK_UPLOAD_MAX_BYTES;
    setIsTooLarge(tooLarge);
    if (next && !tooLarge) upload.mutate(next);
  };
  const handleConfirm = () => {
    if (!preview) return;
    confirm.mutate(preview.uploadId, {
      onSuccess: (job) => {
        if (bin) watchBulkJob(job.id, bin);
        void navigate(`/bulk/${job.id}`);
      },
    });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('upload_title')}
        </Title>
        <Text fz="sm">{t('upload_text')}</Text>
        <Group gap="xs">
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              variant="default"
              size="xs"
              loading={template.isPending}
              onClick={() => template.mutate(format)}
            >
              {t(`template_${format}`)}
            </Button>
          ))}
        </Group>
        <FileInput
          label={t('upload_label')}
          placeholder={t('upload_placeholder')}
          accept=".csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={handleFile}
          clearable
          maw={420}
        />
        {upload.isPending && <Text aria-live="polite">{t('upload_reading')}</Text>}
        {(upload.error || isTooLarge) && (
          <Alert color="red" role="alert">
            {t(upload.error ? errorKey(upload.error) : 'errors:bulk_file_too_large')}
          </Alert>
        )}
        {preview && (
          <>
            <BulkUploadPreviewView preview={preview} />
            {confirm.error && (
              <Text c="red" role="alert">
                {t(errorKey(confirm.error))}
              </Text>
            )}
            <Group>
              <Button disabled={preview.accepted === 0} loading={confirm.isPending} onClick={handleConfirm}>
                {t('upload_confirm', { count: preview.accepted })}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
