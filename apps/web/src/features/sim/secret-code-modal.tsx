import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/call-api.ts';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { useSingleSubmit } from '../../shared/ui/use-single-submit.ts';
import { sayOutcome, useControlChange } from '../../shared/number-modals/use-control-change.ts';
import { simRoutes as routes } from '@kabinet/contract/route-refs';

export type SecretCodeAction = 'send' | 'delete';

const sendOrDelete = ({ bin, msisdn, value }: { bin: string; msisdn: string; value: SecretCodeAction }) =>
  callApi(value === 'send' ? routes.sendSecretCode : routes.deleteSecretCode, { params: { bin, msisdn } });

/**
 * spec §2 modals "Send secret code" and "Delete secret code" (spec §4: send/delete needs
 * confirmation). The code goes to the number by SMS; the portal never sees it.
 */
export function SecretCodeModal({
  action,
  msisdn,
  onClose,
}: {
  action: SecretCodeAction;
  msisdn: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('controls');
  const change = useControlChange(msisdn, sendOrDelete);
  const handleConfirm = () => change.mutate(action, sayOutcome(t, { done: onClose, refused: onClose }));
  const handleConfirmOnce = useSingleSubmit(handleConfirm, change.isPending);
  const handleClose = () => {
    if (!change.isPending) onClose();
  };
  return (
    <Modal
      opened
      onClose={handleClose}
      title={t(`secretCode.${action}.title`)}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        <Text>{t(`secretCode.${action}.question`, { phone: formatPhone(msisdn) })}</Text>
        <Text size="sm" c="dimmed">
          {t(`secretCode.${action}.note`)}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose} disabled={change.isPending}>
            {t('back')}
          </Button>
          <Button
            color={action === 'delete' ? 'red.9' : undefined}
            onClick={handleConfirmOnce}
            loading={change.isPending}
          >
            {t(`secretCode.${action}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
