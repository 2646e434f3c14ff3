import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The 'are you sure' of the change to eSIM (spec §2), shared by the wizard and the release modal. */
export function EsimConfirmModal(props: {
  opened: boolean;
  phone: string;
  isPending: boolean;
  onBack(): void;
  onConfirm(): void;
}) {
  const { t } = useTranslation('esim');
  return (
    <Modal opened={props.opened} onClose={props.onBack} title={t('confirm.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('confirm.text', { phone: props.phone })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onBack}>
            {t('confirm.back')}
          </Button>
          <Button color="red.9" loading={props.isPending} onClick={props.onConfirm}>
            {t('confirm.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
