import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { IccidForm } from './iccid-form.tsx';

/** spec §2 modal "ICCID change": the SIM change form for a number, closed when the operator has answered. */
export function IccidChangeModal({ msisdn, onClose }: { msisdn: string; onClose: () => void }) {
  const { t } = useTranslation('sim-change');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('modalTitle', { phone: formatPhone(msisdn) })}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('description')}</Text>
        <IccidForm msisdn={msisdn} onDone={onClose} onCancel={onClose} />
      </Stack>
    </Modal>
  );
}
