import { useState } from 'react';
import { Button, Group, InputBase, Radio, Select, Stack } from '@mantine/core';
import { IMaskInput } from 'react-imask';
import { useTranslation } from 'react-i18next';
import { FORWARDING_SERVICE_NUMBERS, type ForwardingService } from '@kabinet/contract/constants';
import type { ForwardingType } from '@kabinet/contract/forwarding';
import { PHONE_MASK } from '../../shared/format/phone-mask.ts';
import { decideTarget, initialTarget, type Destination, type TargetInput } from './forwarding-target.ts';

/**
 * One condition's destination (spec §4 Call forwarding): a number or one of the four services
 * (spec §3). The number is typed after the fixed +7, which is dropped when sent (spec §5).
 */
export function ForwardingTargetForm({
  type,
  current,
  isSaving,
  onSave,
  onCancel,
}: {
  type: ForwardingType;
  current: string | null;
  isSaving: boolean;
  onSave: (msisdnTo: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['controls', 'errors']);
  const [input, setInput] = useState<TargetInput>(() => initialTarget(current));
  const [error, setError] = useState<string | null>(null);
  const update = (patch: Partial<TargetInput>) => {
    setInput((previous) => ({ ...previous, ...patch }));
    setError(null);
  };
  const handleSave = () => {
    const decision = decideTarget(input);
    if (!decision.ok) return setError(t(`errors:${decision.code}`));
    onSave(decision.msisdnTo);
  };
  const label = t(`forwarding.types.${type}`);

  return (
    <Stack gap="sm" p="sm" bd="1px solid var(--mantine-color-gray-3)" style={{ borderRadius: 8 }}>
      <Radio.Group
        label={t('forwarding.destination', { type: label })}
        value={input.destination}
        onChange={(value) => update({ destination: value as Destination })}
      >
        <Group gap="lg" mt={6}>
          <Radio value="number" label={t('forwarding.toNumber')} />
          <Radio value="service" label={t('forwarding.toService')} />
        </Group>
      </Radio.Group>
      {input.destination === 'number' ? (
        <InputBase
          component={IMaskInput}
          // spec §5 Phone format: the +7 is fixed beside the field and never typed
          mask={PHONE_MASK}
          unmask
          value={input.phoneDigits}
          onAccept={(digits: string) => {
            if (digits !== input.phoneDigits) update({ phoneDigits: digits });
          }}
          label={t('forwarding.number')}
          leftSection={<span aria-hidden>+7</span>}
          placeholder="(700) 000-00-00"
          inputMode="numeric"
          autoComplete="off"
          error={error}
          data-autofocus
        />
      ) : (
        <Select
          label={t('forwarding.service')}
          placeholder={t('forwarding.chooseService')}
          data={FORWARDING_SERVICE_NUMBERS.map((s) => ({
            value: s.service,
            label: t(`forwarding.services.${s.service}`, { code: s.shown }),
          }))}
          value={input.service}
          onChange={(value) => update({ service: value as ForwardingService | null })}
          error={error}
          comboboxProps={{ withinPortal: true }}
          allowDeselect={false}
        />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={isSaving}>
          {t('cancel')}
        </Button>
        <Button onClick={handleSave} loading={isSaving}>
          {t('forwarding.save')}
        </Button>
      </Group>
    </Stack>
  );
}
