import { useState } from 'react';
import { Anchor, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SUPPORT_SHORT_NUMBER } from '@kabinet/contract/constants';
import { errorCode, isApiError, isUnauthorized } from '../../shared/api/api-error.ts';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { notify, notifyError } from '../../shared/notify/notify.ts';
import { useShellConfig } from '../../shared/shell-config/shell-config-api.ts';
import { ServerHtml } from '../../shared/ui/server-html.tsx';
import { useSingleSubmit } from '../../shared/ui/use-single-submit.ts';
import { useStateChange, useStateEligibility, type StateChangeResult } from './lifecycle-api.ts';
import {
  gateOfFailure,
  stateChangeGate,
  type StateChangeAction,
  type StateChangeGate,
} from './state-change-decision.ts';

function SupportContacts() {
  const { t } = useTranslation(['state-change', 'errors']);
  const config = useShellConfig().data;
  const phone = config?.supportPhone ?? SUPPORT_SHORT_NUMBER;
  return (
    <Text size="sm">
      {t('support')} <Anchor href={`tel:${phone}`}>{phone}</Anchor>
      {config?.supportEmail && (
        <>
          {', '}
          <Anchor href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Anchor>
        </>
      )}
    </Text>
  );
}

function GateText({
  gate,
  action,
  msisdn,
}: {
  gate: StateChangeGate;
  action: StateChangeAction;
  msisdn: string;
}) {
  const { t } = useTranslation(['state-change', 'errors']);
  switch (gate.kind) {
    case 'support':
      // spec §2: the Workmate modal shows the server's HTML text (sanitised) with Back
      if (gate.html) return <ServerHtml html={gate.html} role="alert" />;
      return (
        <Stack gap="sm" role="alert">
          <Text>{t(`errors:${gate.code}`)}</Text>
          <SupportContacts />
        </Stack>
      );
    case 'blocked':
      return <Text role="alert">{gate.message || t('errors:status_change_blocked_by_products')}</Text>;
    case 'refused':
      return <Text role="alert">{t(`errors:${gate.code}`, { defaultValue: t('errors:system_error') })}</Text>;
    default:
      return <Text>{t(`question.${action}`, { phone: formatPhone(msisdn) })}</Text>;
  }
}

/**
 * spec §2 modal "Number state change": eligibility, confirmation, CONFLICT texts with Back. Opened
 * from the number detail's header and from a card's menu in the numbers list; `action` null is closed.
 */
export function StateChangeModal({
  msisdn,
  action,
  onClose,
  onChanged,
}: {
  msisdn: string;
  action: StateChangeAction | null;
  onClose: () => void;
  /** the new state, before the screen's queries come back (the detail shows it at once) */
  onChanged?: (result: StateChangeResult) => void;
}) {
  const { t } = useTranslation(['state-change', 'errors']);
  const language = useLanguage();
  const eligibility = useStateEligibility(msisdn, action !== null);
  const change = useStateChange(msisdn);
  const [failure, setFailure] = useState<StateChangeGate | null>(null);
  const gate = failure ?? (action ? stateChangeGate(eligibility.data, action, language) : null);

  const handleClose = () => {
    if (change.isPending) return;
    setFailure(null);
    onClose();
  };
  const handleContinue = () => {
    if (!action) return;
    change.mutate(action, {
      onSuccess: (result) => {
        onChanged?.(result);
        notify(t('success'));
        setFailure(null);
        onClose();
      },
      onError: (error) => {
        const problem = isApiError(error) ? error.problem : undefined;
        const refused = gateOfFailure(errorCode(error), problem, action, language);
        if (refused) return setFailure(refused);
        if (!isUnauthorized(error)) notifyError(translateError(t, error));
        handleCloseAfterFailure();
      },
    });
  };
  const handleContinueOnce = useSingleSubmit(handleContinue, change.isPending, action);
  const handleCloseAfterFailure = () => {
    setFailure(null);
    onClose();
  };
  const isChecking = !failure && eligibility.isPending;

  return (
    <Modal
      opened={action !== null}
      onClose={handleClose}
      title={t('title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        {isChecking || !gate || !action ? (
          <Group justify="center" py="md" role="status" aria-label={t('checking')}>
            <Loader size="sm" />
          </Group>
        ) : (
          <GateText gate={gate} action={action} msisdn={msisdn} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose} disabled={change.isPending}>
            {t('back')}
          </Button>
          {!isChecking && gate?.kind === 'allowed' && (
            <Button
              color={action === 'suspend' ? 'red' : 'green'}
              onClick={handleContinueOnce}
              loading={change.isPending}
            >
              {t('continue')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
