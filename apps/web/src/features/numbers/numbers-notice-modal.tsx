import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../shared/company/company-context.ts';
import { canViewDebt, paths } from '../../shared/access/access.ts';
import type { NoticeName } from '../../shared/storage/storage-keys.ts';

/** spec §2: the penalty or the debtor notice (loaded only when one is due: numbers-notices.tsx). */
export function NumbersNoticeModal({ notice, onClose }: { notice: NoticeName; onClose: () => void }) {
  const { t } = useTranslation('numbers');
  const { access } = useCompany();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`notices.${notice}.title`)}
      centered
      closeButtonProps={{ 'aria-label': t('notices.close') }}
    >
      <Stack gap="md">
        <Text>{t(`notices.${notice}.text`)}</Text>
        <Group justify="flex-end" gap="sm">
          {notice === 'debtor' && access && canViewDebt(access) && (
            <Button component={Link} to={paths.documentsTab('view_debt')} variant="light" onClick={onClose}>
              {t('notices.debtor.link')}
            </Button>
          )}
          <Button onClick={onClose}>{t('notices.understood')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
