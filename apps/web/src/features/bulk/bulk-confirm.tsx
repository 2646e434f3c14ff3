import { Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BulkAction, BulkPreview } from '@kabinet/contract/bulk';
import { isApiError } from '../../shared/api/api-error.ts';

interface BulkConfirmProps {
  isOpen: boolean;
  action: BulkAction | null;
  /** the server's pre-count of the selection; null while it is counted */
  preview: BulkPreview | null;
  previewError: Error | null;
  startError: Error | null;
  isStarting: boolean;
  onStart(): void;
  onClose(): void;
}

const errorText = (error: Error) => `errors:${isApiError(error) ? error.code : 'system_error'}`;

/**
 * "312 numbers: block; 5 will be skipped: already blocked" — what the job will do, counted on the
 * server over the selection before anything happens (decision 023).
 */
export function BulkConfirm(props: BulkConfirmProps) {
  const { t } = useTranslation(['bulk', 'errors']);
  const { preview, action } = props;
  const lines = preview
    ? (
        [
          ['will_skip_already', preview.alreadyInState],
          ['will_skip_duplicates', preview.duplicates],
          ['will_refuse_foreign', preview.notInCompany],
          ['will_refuse_flag', preview.withoutFlag],
        ] as const
      ).filter(([, count]) => count > 0)
    : [];
  return (
    <Modal opened={props.isOpen} onClose={props.onClose} title={t('confirm_title')}>
      <Stack>
        {!preview && !props.previewError && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text>{t('counting')}</Text>
          </Group>
        )}
        {preview && action && (
          <>
            <Text fw={600}>
              {t('confirm_text', { count: preview.toAct, action: t(`actions.${action}`) })}
            </Text>
            {lines.length > 0 && (
              <List size="sm" spacing={4}>
                {lines.map(([key, count]) => (
                  <List.Item key={key}>{t(key, { count })}</List.Item>
                ))}
              </List>
            )}
            <Text fz="sm" c="dimmed">
              {t('confirm_note')}
            </Text>
          </>
        )}
        {[props.previewError, props.startError].map(
          (error, index) =>
            error && (
              <Text key={index} c="red" role="alert">
                {t(errorText(error))}
              </Text>
            ),
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('cancel')}
          </Button>
          <Button loading={props.isStarting} disabled={!preview} onClick={props.onStart}>
            {t('start')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
