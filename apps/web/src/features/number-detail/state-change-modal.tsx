import { useState } from 'react';
import { Anchor, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorCode, isUnauthorized } from '../../shared/api/api-error.ts';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { notify, notifyError } from '../../shared/notify/notify.ts';
import { useShellConfig } from '../../shared/shell-config/shell-config-api.ts';
import { SUPPORT_SHORT_NUMBER } from '@kabinet/contract/constants';
import type { StateChangeAction } from './number-status.ts';
import { useStateChange, useStateEligibility } from './state-change-api.ts';
import {
  blockedProductsMessage,
  isSupportConflict,
  type SupportConflictCode,
} from './state-change-decision.ts';

function SupportContacts() {
  const { t } = useTranslation('number-detail');
  const config = useShellConfig().data;
  const phone = config?.supportPhone ?? SUPPORT_SHORT_NUMBER;
  return (
    <Text size="sm">
      {t('stateChange.support')} <Anchor href={`tel:${phone}`}>{phone}</Anchor>
      {config?.supportEmail && (
        <>
          {', '}
          <Anchor href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Anchor>
        </>
      )}
    </Text>
  );
}

/** spec §2 modal "Number state change": eligibility, confirmation, CONFLICT texts with Back. */
export function StateChangeModal({
  msisdn,
  action,
  onClose,
}: {
  msisdn: string;
  action: StateChangeAction | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('number-detail');
  const language = useLanguage();
  const eligibility = useStateEligibility(msisdn, action !== null);
  const change = useStateChange(msisdn);
  const [conflict, setConflict] = useState<SupportConflictCode | null>(null);
  const blockedMessage = action ? blockedProductsMessage(eligibility.data, action, language) : null;

  const handleClose = () => {
    if (change.isPending) return;
    setConflict(null);
    onClose();
  };
  const handleContinue = () => {
    if (!action) return;
    change.mutate(action, {
      onSuccess: () => {
        notify(t('success.status_changed'));
        handleClose();
      },
      onError: (error) => {
        const code = errorCode(error);
        if (isSupportConflict(code)) setConflict(code);
        else {
          if (!isUnauthorized(error)) notifyError(translateError(t, error));
          onClose();
        }
      },
    });
  };

  const back = (
    <Button variant="default" onClick={handleClose} disabled={change.isPending}>
      {t('actions.back')}
    </Button>
  );
  let body;
  if (conflict) {
    body = (
      <Stack gap="sm" role="alert">
        <Text>{t(`errors:${conflict}`)}</Text>
        <SupportContacts />
      </Stack>
    );
  } else if (eligibility.isPending) {
    body = (
      <Group justify="center" py="md" role="status" aria-label={t('stateChange.checking')}>
        <Loader size="sm" />
      </Group>
    );
  } else if (blockedMessage !== null) {
    body = <Text role="alert">{blockedMessage || t('errors:status_change_blocked_by_products')}</Text>;
  } else {
    body = <Text>{t(`stateChange.question.${action ?? 'suspend'}`, { phone: formatPhone(msisdn) })}</Text>;
  }
  const canContinue = !conflict && !eligibility.isPending && blockedMessage === null;

  return (
    <Modal opened={action !== null} onClose={handleClose} title={t('stateChange.title')} centered>
      <Stack gap="md">
        {body}
        <Group justify="flex-end" gap="sm">
          {back}
          {canContinue && (
            <Button
              color={action === 'suspend' ? 'red' : 'green'}
              onClick={handleContinue}
              loading={change.isPending}
            >
              {t('actions.continue')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
