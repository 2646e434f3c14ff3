import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SPEND_KINDS } from '@kabinet/contract/overview';
import type { Overview } from '@kabinet/contract/overview';
import { TIYN_PER_TENGE } from '@kabinet/contract/constants';
import { formatMoney } from '../../shared/format/money-format.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';

const COLORS = ['blue.6', 'teal.6', 'violet.6', 'orange.6', 'gray.6', 'pink.6'] as const;

/** 'YYYY-MM-01' → 'MM.YYYY' (spec §9 dates: day first) */
export const monthLabel = (month: string) => `${month.slice(5, 7)}.${month.slice(0, 4)}`;

/**
 * The last 12 months by kind of charge, stacked (decision 030). The chart is for the eye; screen
 * readers read the same figures from the table beside it.
 */
export function SpendChart({ months }: { months: Overview['months'] }) {
  const { t } = useTranslation('spend');
  const language = useLanguage();
  const data = months.map((m) => ({
    month: monthLabel(m.month),
    ...Object.fromEntries(SPEND_KINDS.map((k) => [k, m.byKind[k] / TIYN_PER_TENGE])),
  }));
  return (
    <>
      <div aria-hidden>
        <BarChart
          h={260}
          data={data}
          dataKey="month"
          type="stacked"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={(tenge) => formatMoney(Math.round(tenge * TIYN_PER_TENGE), language)}
          yAxisProps={{ width: 96 }}
          barChartProps={{ accessibilityLayer: false }}
          series={SPEND_KINDS.map((kind, i) => ({
            name: kind,
            label: t(`kinds.${kind}`),
            color: COLORS[i]!,
          }))}
        />
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{t('overview.trendTable')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('overview.month')}</Table.Th>
              {SPEND_KINDS.map((kind) => (
                <Table.Th key={kind} scope="col">
                  {t(`kinds.${kind}`)}
                </Table.Th>
              ))}
              <Table.Th scope="col">{t('overview.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.map((m) => (
              <Table.Tr key={m.month}>
                <Table.Th scope="row">{monthLabel(m.month)}</Table.Th>
                {SPEND_KINDS.map((kind) => (
                  <Table.Td key={kind}>{formatMoney(m.byKind[kind], language)}</Table.Td>
                ))}
                <Table.Td>{formatMoney(m.total, language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
