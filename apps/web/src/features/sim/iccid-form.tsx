import { useState } from 'react';
import { Alert, Button, Group, InputBase, Stack } from '@mantine/core';
import { IMaskInput } from 'react-imask';
import { useTranslation } from 'react-i18next';
import { isApiError, isUnauthorized } from '../../shared/api/api-error.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { notify, notifyError } from '../../shared/notify/notify.ts';
import { useSingleSubmit } from '../../shared/ui/use-single-submit.ts';
import { ICCID_MASK, ICCID_START, canContinue, keepsFormOn } from './iccid-entry.ts';
import { useSimChange, type SimChangeResult } from './sim-api.ts';

/**
 * spec §2 SIM change page / ICCID change modal, spec §4 SIM modal: the new card's ICCID in five
 * groups of four, prefilled 8999 702; Continue only at 20 digits; the spaces are not sent. A 500
 * keeps the form with the error flag (Continue disabled until the ICCID is edited); any other answer
 * resets the field to the prefix and ends the form (`onDone`).
 */
export function IccidForm({
  msisdn,
  onDone,
  onCancel,
}: {
  msisdn: string;
  onDone: (result: SimChangeResult | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('sim-change');
  const [digits, setDigits] = useState(ICCID_START);
  const [failure, setFailure] = useState<string | null>(null);
  const change = useSimChange(msisdn);

  const handleContinue = () =>
    change.mutate(digits, {
      onSuccess: (result) => {
        notify(t('success:sim_changed'));
        setDigits(ICCID_START);
        onDone(result);
      },
      onError: (error) => {
        if (keepsFormOn(isApiError(error) ? error.status : null)) return setFailure(translateError(t, error));
        if (!isUnauthorized(error)) notifyError(translateError(t, error));
        setDigits(ICCID_START);
        onDone(null);
      },
    });
  const handleContinueOnce = useSingleSubmit(handleContinue, change.isPending, digits);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (canContinue(digits, failure !== null)) handleContinueOnce();
      }}
    >
      <Stack gap="md">
        <InputBase
          component={IMaskInput}
          mask={ICCID_MASK}
          unmask
          value={digits}
          onAccept={(value: string) => {
            if (value === digits) return;
            setDigits(value);
            setFailure(null);
          }}
          label={t('iccid.label')}
          description={t('iccid.hint')}
          inputMode="numeric"
          autoComplete="off"
          error={failure !== null}
          data-autofocus
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: 1 } }}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={change.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={!canContinue(digits, failure !== null)} loading={change.isPending}>
            {t('continue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
