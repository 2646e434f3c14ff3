import { useState } from 'react';
import { Alert, Button, Group, InputBase, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { PHONE_MASK_WITH_COUNTRY } from '../../shared/format/phone-mask.ts';
import { useTranslation } from 'react-i18next';
import { canReregister, reregistrationFormSchema } from '@kabinet/contract/rules/reregistration';
import type { SuccessCode } from '@kabinet/contract/success-codes';
import { useContractForm, useFieldErrorText } from '../../shared/form/use-contract-form.ts';
import { useDeviceCommand } from './devices-api.ts';
import { CheckDigitWarning, DocNumberInput } from './register-device-form.tsx';

export type OwnerChange = 'reregister' | 'duplicate';

/** The form of spec §5 Device re-registration: masked input; the schema strips the dashes. */
function ReregisterForm({
  isLocked,
  isSending,
  onSend,
}: {
  isLocked: boolean;
  isSending: boolean;
  onSend: (oldMsisdn: string, oldDocNumber: string) => void;
}) {
  const { t } = useTranslation('devices');
  const errorText = useFieldErrorText();
  const form = useContractForm(reregistrationFormSchema, {
    defaultValues: { oldMsisdn: '', oldDocNumber: '' },
  });
  const [oldMsisdn = '', oldDocNumber = ''] = useWatch({
    control: form.control,
    name: ['oldMsisdn', 'oldDocNumber'],
  });
  // spec §5: both valid to enable the button
  const isComplete = canReregister(oldMsisdn, oldDocNumber);
  const handleSend = form.handleSubmit((values) => onSend(values.oldMsisdn, values.oldDocNumber));
  return (
    <form onSubmit={handleSend} noValidate>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="oldMsisdn"
          render={({ field, fieldState }) => (
            <InputBase
              label={t('owner.oldMsisdn')}
              description={t('owner.oldMsisdnHint')}
              component={IMaskInput}
              mask={PHONE_MASK_WITH_COUNTRY}
              value={field.value}
              onAccept={(value: string) => field.onChange(value)}
              onBlur={field.onBlur}
              inputMode="numeric"
              autoComplete="off"
              disabled={isLocked}
              error={errorText(fieldState.error)}
            />
          )}
        />
        <DocNumberInput
          control={form.control}
          name="oldDocNumber"
          label={t('owner.oldDocNumber')}
          description={t('owner.oldDocNumberHint')}
          isDisabled={isLocked}
        />
        <CheckDigitWarning value={oldDocNumber} />
        {!isLocked && (
          <Group justify="flex-end">
            <Button type="submit" disabled={!isComplete} loading={isSending}>
              {t('owner.reregister.send')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/**
 * spec §2 modals "Device re-registration" and "Duplicate registration", §4 Device buttons: a first
 * confirmation step, then the form; after success the form locks and shows the success.
 */
export function OwnerChangeModal({
  msisdn,
  imei,
  documents,
  kind,
  onClose,
}: {
  msisdn: string;
  imei: string;
  /** the documents (IIN/BIN) the IMEI is registered under */
  documents: string[];
  kind: OwnerChange | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('devices');
  const command = useDeviceCommand(msisdn);
  const [step, setStep] = useState<'confirm' | 'form'>('confirm');
  const [success, setSuccess] = useState<SuccessCode | null>(null);
  const handleClose = () => {
    if (command.isPending) return;
    setStep('confirm');
    setSuccess(null);
    command.reset();
    onClose();
  };
  const handleResult = { onSuccess: (result: { message: SuccessCode | null }) => setSuccess(result.message) };
  const isLocked = success !== null;

  return (
    <Modal opened={kind !== null} onClose={handleClose} title={kind ? t(`owner.${kind}.title`) : ''} centered>
      {kind && step === 'confirm' && (
        <Stack gap="md">
          <Text>{t(`owner.${kind}.confirm`, { imei })}</Text>
          {documents.length > 0 && (
            <div>
              <Text size="sm" fw={500}>
                {t('owner.registeredTo')}
              </Text>
              <List size="sm">
                {documents.map((d) => (
                  <List.Item key={d}>{d}</List.Item>
                ))}
              </List>
            </div>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose}>
              {t('cancel')}
            </Button>
            <Button onClick={() => setStep('form')}>{t('owner.continue')}</Button>
          </Group>
        </Stack>
      )}
      {kind && step === 'form' && (
        <Stack gap="md">
          {kind === 'reregister' ? (
            <ReregisterForm
              isLocked={isLocked}
              isSending={command.isPending}
              onSend={(oldMsisdn, oldDocNumber) =>
                command.mutate({ type: 'reregister', oldMsisdn, oldDocNumber }, handleResult)
              }
            />
          ) : (
            <Stack gap="sm">
              <TextInput label={t('imei')} value={imei} readOnly disabled={isLocked} />
              {!isLocked && (
                <Group justify="flex-end">
                  <Button
                    loading={command.isPending}
                    onClick={() => command.mutate({ type: 'duplicate', imei }, handleResult)}
                  >
                    {t('owner.duplicate.send')}
                  </Button>
                </Group>
              )}
            </Stack>
          )}
          {success && (
            <Alert color="teal" variant="light" role="status">
              {t(`success:${success}`)}
            </Alert>
          )}
          {isLocked && (
            <Group justify="flex-end">
              <Button variant="default" onClick={handleClose}>
                {t('common:actions.close')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
