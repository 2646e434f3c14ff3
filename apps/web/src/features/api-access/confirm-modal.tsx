import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A yes/no question before something that cannot be undone (revoke a token, delete an endpoint). */
export function ConfirmModal(props: {
  opened: boolean;
  message: string;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('api-access');
  return (
    <Modal opened={props.opened} onClose={props.onClose} withCloseButton={false} centered>
      <Stack gap="md">
        <Text>{props.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('cancel')}
          </Button>
          <Button color="red" onClick={props.onConfirm} loading={props.isPending}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
