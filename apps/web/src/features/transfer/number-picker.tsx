import type { Ref } from 'react';
import { Combobox, Group, InputBase, Stack, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IMaskInput } from 'react-imask';
import { useTranslation } from 'react-i18next';
import { LC_STATE_ACTIVE } from '@kabinet/contract/constants';
import { transferableTiyn } from '@kabinet/contract/rules/transfer-parties';
import type { SubscriberCard } from '@kabinet/contract/numbers';
import { formatMoney } from '../../shared/format/money-format.ts';
import { formatPhoneDashed, PHONE_MASK_DASHED } from '../../shared/format/phone-mask.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useNumberSuggestions } from './use-number-suggestions.ts';

interface NumberPickerProps {
  label: string;
  name: string;
  value: string;
  onChange: (msisdn: string) => void;
  onBlur: () => void;
  /** the DOM input, for the form to focus the first wrong field (WCAG 3.3.1) */
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  /** the sender's suggestions show what it can give; the recipient's its balance */
  role: 'sender' | 'recipient';
}

/** A number of the company: masked input with suggestions of the company's numbers and their money. */
export function NumberPicker({
  label,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  role,
}: NumberPickerProps) {
  const { t } = useTranslation('transfer');
  const language = useLanguage();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [digits] = useDebouncedValue(value, 250);
  const suggestions = useNumberSuggestions(digits);
  const cards = (suggestions.data?.data ?? []).filter((card) => card.msisdn !== value);

  const amountOf = (card: SubscriberCard) =>
    role === 'sender'
      ? t('suggestion.transferable', { amount: formatMoney(transferableTiyn(card), language) })
      : t('suggestion.balance', { amount: formatMoney(card.availableByCreditLimitOrPiaBalance, language) });

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(msisdn) => {
        onChange(msisdn);
        combobox.closeDropdown();
      }}
    >
      {/* the dropdown anchors on a plain element (the masked input's ref is not a DOM node) */}
      <Combobox.DropdownTarget>
        <div>
          <Combobox.EventsTarget>
            <InputBase
              component={IMaskInput}
              mask={PHONE_MASK_DASHED}
              unmask
              value={value}
              onAccept={(unmasked: string) => {
                if (unmasked === value) return;
                onChange(unmasked);
                combobox.openDropdown();
              }}
              onFocus={() => combobox.openDropdown()}
              onClick={() => combobox.openDropdown()}
              onBlur={() => {
                combobox.closeDropdown();
                onBlur();
              }}
              label={label}
              name={name}
              inputRef={inputRef}
              error={error}
              placeholder="700-000-0000"
              inputMode="numeric"
              autoComplete="off"
            />
          </Combobox.EventsTarget>
        </div>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown hidden={cards.length === 0}>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }} aria-label={label}>
          {cards.map((card) => (
            <Combobox.Option value={card.msisdn} key={card.msisdn}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0}>
                  <Text size="sm" ff="monospace">
                    {formatPhoneDashed(card.msisdn)}
                  </Text>
                  {card.label && (
                    <Text size="xs" c="dimmed">
                      {card.label}
                    </Text>
                  )}
                </Stack>
                <Text size="xs" c={card.lcState.lcStateId === LC_STATE_ACTIVE ? 'dimmed' : 'red'} ta="right">
                  {card.lcState.lcStateId === LC_STATE_ACTIVE ? amountOf(card) : t('suggestion.blocked')}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
