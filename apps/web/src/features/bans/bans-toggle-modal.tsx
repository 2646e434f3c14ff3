import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BansState } from '@kabinet/contract/bans';
import type { OperationResult } from '@kabinet/contract/operation-result';
import { callApi } from '../../shared/api/call-api.ts';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { useSingleSubmit } from '../../shared/ui/use-single-submit.ts';
import {
  sayOutcome,
  useCloseOnFailure,
  useControlChange,
} from '../../shared/number-modals/use-control-change.ts';
import { useBansState } from './bans-api.ts';
import { bansRoutes as routes } from '@kabinet/contract/route-refs';

export type ToggleName = 'sms_ussd_ban' | 'call_details_access' | 'app_block';

interface Toggle {
  /** spec §4 Toggles: Remove when the flag is on, Set when off */
  isOn: (state: BansState) => boolean;
  change: (call: { bin: string; msisdn: string; value: boolean }) => Promise<OperationResult>;
}

/** spec §7: what each toggle reads (spec §3 bans and access) and which call sets or removes it. */
const TOGGLES: Record<ToggleName, Toggle> = {
  sms_ussd_ban: {
    isOn: (s) => s.isSMS_USSDMgmBanEnabled,
    change: ({ bin, msisdn, value }) =>
      callApi(value ? routes.setSmsUssdBan : routes.removeSmsUssdBan, { params: { bin, msisdn } }),
  },
  call_details_access: {
    isOn: (s) => !s.accessToDetailOfMyKcell,
    change: ({ msisdn, value }) =>
      callApi(routes.appCallDetails, { params: { msisdn, action: value ? 'block' : 'unblock' } }),
  },
  app_block: {
    isOn: (s) => s.isMyKcellAccessBlocked,
    change: ({ msisdn, value }) =>
      callApi(routes.appAccess, { params: { msisdn, action: value ? 'block' : 'unblock' } }),
  },
};

/**
 * spec §2 modals "SMS/USSD transfer ban", "Call-details access in the mobile app", "Block app
 * account" (spec §4 Toggles): the current state, then Set or Remove; closes when done, with the
 * spec §8 success or failure text.
 */
export function ToggleModal({
  name,
  msisdn,
  onClose,
}: {
  name: ToggleName;
  msisdn: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('controls');
  const toggle = TOGGLES[name];
  const state = useBansState(msisdn);
  const change = useControlChange(msisdn, toggle.change);
  const isOn = state.data ? toggle.isOn(state.data) : null;
  useCloseOnFailure(state.isError ? state.error : null, onClose, t);

  const handleChange = () => {
    if (isOn !== null) change.mutate(!isOn, sayOutcome(t, { done: onClose, refused: onClose }));
  };
  const handleChangeOnce = useSingleSubmit(handleChange, change.isPending, isOn);
  const handleClose = () => {
    if (!change.isPending) onClose();
  };

  return (
    <Modal
      opened
      onClose={handleClose}
      title={t(`${name}.title`)}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('number', { phone: formatPhone(msisdn) })}
        </Text>
        <Text size="sm">{t(`${name}.description`)}</Text>
        {isOn === null ? (
          <Group justify="center" py="md" role="status" aria-label={t('loading')}>
            <Loader size="sm" />
          </Group>
        ) : (
          <Alert color={isOn ? 'orange' : 'gray'} variant="light" role="status">
            {t(`${name}.${isOn ? 'on' : 'off'}`)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose} disabled={change.isPending}>
            {t('back')}
          </Button>
          {isOn !== null && (
            <Button color={isOn ? 'green.9' : 'red.9'} onClick={handleChangeOnce} loading={change.isPending}>
              {t(`${name}.${isOn ? 'remove' : 'set'}`)}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
