import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money-format.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useSingleSubmit } from '../../shared/ui/use-single-submit.ts';
import type { ServiceRequest } from './use-service-request.ts';

/** spec §2 confirmation modals (back / continue) of connecting, disconnecting and reconnecting. */
export function ServiceRequestModal({
  request,
  isSending,
  onConfirm,
  onCancel,
}: {
  request: ServiceRequest | null;
  isSending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('number-detail');
  const language = useLanguage();
  const name = request ? request.row.product.name[language] : '';
  const decision = request?.phase === 'decided' ? request.decision : null;
  const conflicts =
    decision && decision.kind !== 'confirm' ? decision.conflicts.map((p) => p.name[language]).join(', ') : '';
  const fee = request?.row.product.fee;
  const intent = request?.intent ?? 'connect';
  const handleConfirm = useSingleSubmit(onConfirm, isSending, request);

  return (
    <Modal opened={request !== null} onClose={onCancel} title={t(`services.modal.title.${intent}`)} centered>
      {!decision ? (
        <Group justify="center" py="md" role="status" aria-label={t('services.modal.checking')}>
          <Loader size="sm" />
          <Text size="sm">{t('services.modal.checking')}</Text>
        </Group>
      ) : (
        <Stack gap="md">
          {decision.kind === 'refuse' ? (
            <Text role="alert">
              {t(`services.modal.refuse.${intent === 'reconnect' ? 'reconnect' : 'connect'}`, {
                name,
                conflicts,
              })}
            </Text>
          ) : (
            <>
              <Text>{t(`services.modal.question.${intent}`, { name })}</Text>
              {decision.kind === 'confirm-replace' && (
                <Text fw={500} c="orange.9">
                  {t('services.modal.replace', { name, conflicts })}
                </Text>
              )}
              {intent !== 'disconnect' && typeof fee === 'number' && fee > 0 && (
                <Text size="sm" c="dimmed">
                  {t('services.modal.fee', { fee: formatMoney(fee, language) })}
                </Text>
              )}
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={isSending}>
              {t('actions.back')}
            </Button>
            {decision.kind !== 'refuse' && (
              <Button onClick={handleConfirm} loading={isSending}>
                {t('actions.continue')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
