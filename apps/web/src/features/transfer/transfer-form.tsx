import { Button, Group, InputBase, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { useTranslation } from 'react-i18next';
import { TRANSFER_TENGE_MAX_CHARS, TRANSFER_TIYN_MAX_CHARS } from '@kabinet/contract/constants';
import { amountPartsToTiyn, transferFormSchema } from '@kabinet/contract/rules/transfer-amount';
import type { TransferBody, TransferResult } from '@kabinet/contract/transfer';
import { useContractForm, useFieldErrorText } from '../../shared/form/use-contract-form.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import { NumberPicker } from './number-picker.tsx';
import { refusalFromCards } from './transfer-refusal.ts';
import { useFindNumber } from './use-number-suggestions.ts';
import { useTransfer } from './use-transfer.ts';

const EMPTY: TransferBody = { msisdnFrom: '', msisdnTo: '', tenge: '', tiyn: '' };
const PICKERS = [
  { name: 'msisdnFrom', role: 'sender' },
  { name: 'msisdnTo', role: 'recipient' },
] as const;

/** spec §2 Balance transfer page: sender, recipient, amount (tenge and tiyn), transfer button. */
export function TransferForm({ onDone }: { onDone: (result: TransferResult) => void }) {
  const { t } = useTranslation(['transfer', 'errors']);
  // the contract's schema: the browser refuses what the server refuses, with the same code
  const form = useContractForm(transferFormSchema, { defaultValues: EMPTY });
  const fieldErrorText = useFieldErrorText();
  const transfer = useTransfer();
  const findNumber = useFindNumber();
  const handleSubmit = form.handleSubmit(async (body) => {
    const amount = amountPartsToTiyn(body.tenge, body.tiyn);
    const [from, to] = await Promise.all([findNumber(body.msisdnFrom), findNumber(body.msisdnTo)]).catch(
      () => [undefined, undefined] as const,
    );
    // the cards could be read: refuse here what the billing would refuse (spec §5)
    if (amount.ok && from !== undefined && to !== undefined) {
      const refusal = refusalFromCards(from, to, amount.tiyn);
      if (refusal) {
        notifyError(t(`errors:${refusal.code}`));
        if (refusal.fieldError)
          form.setError(refusal.fieldError.field, { type: 'client', message: refusal.fieldError.code });
        return;
      }
    }
    try {
      onDone(await transfer.mutateAsync(body));
    } catch (error) {
      // the toast with the spec §8 text is raised for every failed call; the field says which
      form.showProblem(error);
    }
  });

  const { errors } = form.formState;
  const isBusy = form.formState.isSubmitting || transfer.isPending;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640}>
      <form onSubmit={handleSubmit} noValidate aria-label={t('title')}>
        <Stack gap="md">
          {PICKERS.map(({ name, role }) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <NumberPicker
                  role={role}
                  label={t(role)}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldErrorText(errors[name])}
                />
              )}
            />
          ))}
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('amount')}
            </Text>
            <SimpleGrid cols={2} spacing="sm">
              {(['tenge', 'tiyn'] as const).map((part) => (
                <Controller
                  key={part}
                  control={form.control}
                  name={part}
                  render={({ field }) => (
                    <InputBase
                      component={IMaskInput}
                      mask={
                        new RegExp(
                          `^\\d{0,${part === 'tenge' ? TRANSFER_TENGE_MAX_CHARS : TRANSFER_TIYN_MAX_CHARS}}$`,
                        )
                      }
                      unmask
                      value={field.value}
                      onAccept={(value: string) => field.onChange(value)}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      name={field.name}
                      aria-label={t(part)}
                      placeholder={part === 'tenge' ? '0' : '00'}
                      rightSection={<Text size="sm">{t(`${part}Sign`)}</Text>}
                      rightSectionWidth={48}
                      inputMode="numeric"
                      autoComplete="off"
                      error={fieldErrorText(errors[part])}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt={4}>
              {t('range')}
            </Text>
          </div>
          <Group justify="flex-end">
            <Button type="submit" loading={isBusy} fullWidth={false}>
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
