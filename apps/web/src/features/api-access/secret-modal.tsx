import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A secret shown once (a token, a signing secret): copy it now, it is never shown again. */
export function SecretModal(props: {
  title: string;
  note: string;
  secret: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('api-access');
  return (
    <Modal opened={props.secret !== null} onClose={props.onClose} title={props.title} size="lg">
      <Stack gap="md">
        <Text>{props.note}</Text>
        <Code block aria-label={t('tokens.secretLabel')} style={{ wordBreak: 'break-all' }}>
          {props.secret}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={props.secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('tokens.copied') : t('tokens.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={props.onClose}>{t('tokens.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
