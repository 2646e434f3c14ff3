import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../shared/company/company-context.ts';
import { canViewDebt, paths } from '../../shared/access/access.ts';
import { storage } from '../../shared/storage/storage.ts';
import type { NoticeName } from '../../shared/storage/storage-keys.ts';

/** Which notice to show now: the penalty notice first, then the debtor notice; each once per BIN. */
export function pendingNotice(
  debtor: { isDebtor: boolean; penaltyNotice: boolean } | null,
  isClosed: (notice: NoticeName) => boolean,
): NoticeName | null {
  if (debtor?.penaltyNotice && !isClosed('penalty')) return 'penalty';
  if (debtor?.isDebtor && !isClosed('debtor')) return 'debtor';
  return null;
}

/** spec §2: the penalty notice and the debtor notice on the numbers screen; closing is remembered per BIN. */
export function NumbersNotices() {
  const { t } = useTranslation('numbers');
  const { bin, debtor, access } = useCompany();
  const [, setClosedCount] = useState(0);
  if (!bin) return null;
  const notice = pendingNotice(debtor, (name) => storage.isNoticeClosed(bin, name));
  if (!notice) return null;

  const handleClose = () => {
    storage.closeNotice(bin, notice);
    setClosedCount((count) => count + 1);
  };

  return (
    <Modal
      opened
      onClose={handleClose}
      title={t(`notices.${notice}.title`)}
      centered
      closeButtonProps={{ 'aria-label': t('notices.close') }}
    >
      <Stack gap="md">
        <Text>{t(`notices.${notice}.text`)}</Text>
        <Group justify="flex-end" gap="sm">
          {notice === 'debtor' && access && canViewDebt(access) && (
            <Button
              component={Link}
              to={paths.documentsTab('view_debt')}
              variant="light"
              onClick={handleClose}
            >
              {t('notices.debtor.link')}
            </Button>
          )}
          <Button onClick={handleClose}>{t('notices.understood')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
