import { useState } from 'react';
import { Button, Checkbox, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NumberSpend } from '@kabinet/contract/spend';
import { TIYN_PER_TENGE } from '@kabinet/contract/constants';
import { isErrorCode } from '@kabinet/contract/error-codes';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { notify, notifyError } from '../../shared/notify/notify.ts';
import { useSetSpendLimit } from './spend-api.ts';

// the contract's check of a limit, loaded when the modal first checks one (decision 015)
const loadSchema = () => import('@kabinet/contract/spend').then((m) => m.spendLimitInputSchema);

/** Set or change a number's monthly limit in tenge, and whether outgoing is barred at it. */
export function LimitModal({ spend, onClose }: { spend: NumberSpend; onClose: () => void }) {
  const { t } = useTranslation(['spend', 'errors']);
  const language = useLanguage();
  const [tenge, setTenge] = useState<string | number>(
    spend.limit ? spend.limit.monthlyLimit / TIYN_PER_TENGE : '',
  );
  const [blockAtLimit, setBlockAtLimit] = useState(spend.limit?.blockAtLimit ?? false);
  const [error, setError] = useState<string | null>(null);
  const setLimit = useSetSpendLimit(spend.msisdn);

  const handleSave = async () => {
    const body = {
      monthlyLimit: Math.round(Number(tenge) * TIYN_PER_TENGE),
      blockAtLimit,
      language,
    };
    const checked = (await loadSchema()).safeParse(body);
    if (!checked.success) {
      const code = checked.error.issues[0]?.message;
      setError(t(`errors:${isErrorCode(code) ? code : 'invalid_spend_limit'}`));
      return;
    }
    setError(null);
    setLimit.mutate(body, {
      onSuccess: () => {
        notify(t('limit.saved'));
        onClose();
      },
      onError: (e) => notifyError(translateError(t, e)),
    });
  };

  return (
    <Modal opened onClose={onClose} title={`${t('limit.title')} · ${formatPhone(spend.msisdn)}`} centered>
      <Stack gap="md">
        <NumberInput
          label={t('limit.amount')}
          value={tenge}
          onChange={setTenge}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=" "
          error={error}
          data-autofocus
        />
        <Checkbox
          label={t('limit.block')}
          checked={blockAtLimit}
          onChange={(e) => setBlockAtLimit(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('limit.cancel')}
          </Button>
          <Button onClick={() => void handleSave()} loading={setLimit.isPending}>
            {t('limit.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
