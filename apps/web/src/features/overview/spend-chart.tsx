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
  // a user with a number scope gets totals only (decision 030: kinds are kept per cost centre)
  const kinds = months.every((m) => m.byKind) ? SPEND_KINDS : [];
  const data = months.map((m) => ({
    month: monthLabel(m.month),
    total: m.total / TIYN_PER_TENGE,
    ...Object.fromEntries(kinds.map((k) => [k, (m.byKind?.[k] ?? 0) / TIYN_PER_TENGE])),
  }));
  const series =
    kinds.length > 0
      ? kinds.map((kind, i) => ({ name: kind, label: t(`kinds.${kind}`), color: COLORS[i]! }))
      : [{ name: 'total', label: t('overview.total'), color: COLORS[0] }];
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
          series={series}
        />
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{t('overview.trendTable')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('overview.month')}</Table.Th>
              {kinds.map((kind) => (
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
                {kinds.map((kind) => (
                  <Table.Td key={kind}>{formatMoney(m.byKind?.[kind] ?? 0, language)}</Table.Td>
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
