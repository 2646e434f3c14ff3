import { Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Subscriber } from '@kabinet/contract';
import { formatMoney } from '../../shared/format/money-format.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { balanceCards } from './balance-cards.ts';
import { SliderNav, useSlider } from '../../shared/ui/slider-nav.tsx';
import sliderClasses from '../../shared/ui/slider.module.css';
import classes from './number.module.css';

/** spec §2 balance cards, each only if defined; spec §9 slider of 5 (2 on phones). */
export function BalanceSlider({ subscriber }: { subscriber: Subscriber }) {
  const { t } = useTranslation('number-detail');
  const language = useLanguage();
  const cards = balanceCards(subscriber);
  const slider = useSlider<HTMLUListElement>();
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="nd-balances">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h4" id="nd-balances">
          {t('balance.title')}
        </Title>
        <SliderNav
          canPrev={slider.canPrev}
          canNext={slider.canNext}
          onStep={slider.step}
          label={t('balance.title')}
        />
      </Group>
      <ul
        ref={slider.ref}
        className={`${sliderClasses.slider} ${classes.balances}`}
        style={{ listStyle: 'none', margin: 0, paddingLeft: 0 }}
        tabIndex={0}
        aria-labelledby="nd-balances"
      >
        {cards.map((card) => (
          <li key={card.key}>
            <Paper withBorder p="sm" radius="md" h="100%">
              <Text size="xs" c="dimmed" lh={1.3}>
                {t(`balance.${card.key}`)}
              </Text>
              <Text fw={600} mt={4} style={{ overflowWrap: 'anywhere' }}>
                {card.key === 'tariff' ? card.tariffName.name[language] : formatMoney(card.tiyn, language)}
              </Text>
            </Paper>
          </li>
        ))}
      </ul>
    </section>
  );
}
