import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BonusGroup } from '@kabinet/contract';
import { formatDate } from '../../shared/format/date-format.ts';
import { formatMoney } from '../../shared/format/money-format.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import type { Language } from '../../shared/i18n/i18n.ts';
import type { TFunction } from 'i18next';

type Bonus = BonusGroup['bonuses'][number];

/** spec §2/§3: "amount of maxAmount" or unlimited. */
export function bonusAmount(bonus: Bonus, t: TFunction, language: Language): string {
  if (bonus.isUnlim) return t('bonuses.unlimited');
  const value = (n: number | null) =>
    n === null
      ? '—'
      : bonus.unit === 'TIYN'
        ? formatMoney(n, language)
        : bonus.unit
          ? t('units.value', { amount: n, unit: t(`units.${bonus.unit}`) })
          : String(n);
  if (bonus.maxAmount === null) return value(bonus.amount);
  return t('bonuses.amountOf', { amount: value(bonus.amount), max: value(bonus.maxAmount) });
}

/** spec §2 bonus groups: name, amount of maxAmount or unlimited, dates DD.MM.YYYY. */
export function BonusGroups({ groups }: { groups: BonusGroup[] }) {
  const { t } = useTranslation('number-detail');
  const language = useLanguage();
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="nd-bonuses">
      <Title order={2} size="h4" mb="xs" id="nd-bonuses">
        {t('bonuses.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {groups.map((group, gi) => (
          <Paper key={gi} withBorder p="md" radius="md">
            <Title order={3} size="h5" mb="xs">
              {group.name[language]}
            </Title>
            <Stack gap="xs">
              {group.bonuses.map((bonus, bi) => (
                <div key={bi}>
                  <Text size="sm" fw={500}>
                    {bonus.name[language]}: {bonusAmount(bonus, t, language)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('bonuses.connected', { date: formatDate(bonus.startDate) || '—' })}
                    {' · '}
                    {t('bonuses.disconnected', { date: formatDate(bonus.endDate) || '—' })}
                  </Text>
                </div>
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
