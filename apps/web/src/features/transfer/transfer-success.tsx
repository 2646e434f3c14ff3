import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TransferResult } from '@kabinet/contract/transfer';
import { formatMoney } from '../../shared/format/money-format.ts';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';

/** spec §4 Transfer → success: amount, sender and recipient, and a repeat button resetting the form. */
export function TransferSuccess({ result, onRepeat }: { result: TransferResult; onRepeat: () => void }) {
  const { t } = useTranslation(['transfer', 'success']);
  const language = useLanguage();
  const { amount, msisdnFrom, msisdnTo } = result.data;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640}>
      <Stack gap="md">
        <Alert
          color="teal"
          variant="light"
          title={t('doneTitle')}
          role="status"
          // the light teal title is below AA contrast on its background
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Text>
            {t('success:transfer_success', {
              amount: formatMoney(amount, language),
              from: formatPhone(msisdnFrom),
              to: formatPhone(msisdnTo),
            })}
          </Text>
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onRepeat}>{t('repeat')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
