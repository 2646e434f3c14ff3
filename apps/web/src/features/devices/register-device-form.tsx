import { Button, Group, InputBase, Stack, Text } from '@mantine/core';
import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { useTranslation } from 'react-i18next';
import { registerDeviceFormSchema } from '@kabinet/contract/devices';
import { hasBinIinCheckWarning } from '@kabinet/contract/rules/bin-iin';
import { stripMask } from '@kabinet/contract/rules/reregistration';
import { useContractForm, useFieldErrorText } from '../../shared/form/use-contract-form.ts';

/** A 12-digit BIN/IIN whose check digit fails: said under the field, the form still sends (spec §5). */
export function CheckDigitWarning({ value }: { value: string }) {
  const { t } = useTranslation('devices');
  if (!hasBinIinCheckWarning(stripMask(value))) return null;
  return (
    <Text size="sm" c="orange.9" role="status" data-testid="check-digit-warning">
      {t('register.checkDigitWarning')}
    </Text>
  );
}

/** spec §5: a BIN/IIN field — 12 digits, a numeric keyboard; the failed check digit warned below. */
export function DocNumberInput<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  description,
  isDisabled,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  description: string;
  isDisabled: boolean;
}) {
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <InputBase
          label={label}
          description={description}
          component={IMaskInput}
          mask="000000000000"
          value={field.value as string}
          onAccept={(value: string) => field.onChange(value)}
          onBlur={field.onBlur}
          inputMode="numeric"
          autoComplete="off"
          disabled={isDisabled}
          error={errorText(fieldState.error)}
          maw={360}
        />
      )}
    />
  );
}

/**
 * spec §5 Device registration: the Register button with the owner's BIN/IIN, which must be entered
 * when the IMEI is registered with the sole proprietor's other BIN/IIN (empty otherwise).
 */
export function RegisterDeviceForm({
  isWaiting,
  isPending,
  onRegister,
}: {
  isWaiting: boolean;
  isPending: boolean;
  onRegister: (ownerDocNumber: string | null) => void;
}) {
  const { t } = useTranslation('devices');
  const form = useContractForm(registerDeviceFormSchema, { defaultValues: { ownerDocNumber: '' } });
  const ownerDocNumber = useWatch({ control: form.control, name: 'ownerDocNumber' }) ?? '';
  const handleRegister = form.handleSubmit((values) => onRegister(values.ownerDocNumber));
  return (
    <form onSubmit={handleRegister} noValidate aria-label={t('actions.register')}>
      <Stack gap={4}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DocNumberInput
            control={form.control}
            name="ownerDocNumber"
            label={t('register.ownerDocNumber')}
            description={t('register.ownerDocNumberHint')}
            isDisabled={isWaiting}
          />
          <Button type="submit" loading={isPending} disabled={isWaiting}>
            {t('actions.register')}
          </Button>
        </Group>
        <CheckDigitWarning value={ownerDocNumber} />
      </Stack>
    </form>
  );
}
