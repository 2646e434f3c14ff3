import { Anchor, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Overview } from '@kabinet/contract/overview';
import { formatDateTime } from '../../shared/format/date-format.ts';
import { formatMoney } from '../../shared/format/money-format.ts';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageSkeleton } from '../../shared/ui/skeletons.tsx';
import { useOverviewLanding, useSetOverviewLanding } from '../../shared/session/overview-landing.ts';
import { overviewLinks } from './overview-links.ts';
import { useOverview } from './overview-api.ts';
import { OverviewTile, TileLine } from './overview-tile.tsx';
import { SpendChart } from './spend-chart.tsx';

/** /overview — the company at a glance (decision 030); every tile opens the list it counts. */
export function OverviewPage() {
  const { t } = useTranslation('spend');
  const overview = useOverview();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t('overview.title')}
        </Title>
        <Anchor component={Link} to="/cost-centres">
          {t('overview.costCentres')}
        </Anchor>
      </Group>
      <LandingSwitch />
      {overview.data ? <OverviewTiles overview={overview.data} /> : <PageSkeleton />}
    </Stack>
  );
}

/** decision 030: land here after sign-in, the user's own choice (kept on the server) */
function LandingSwitch() {
  const { t } = useTranslation('spend');
  const landing = useOverviewLanding();
  const change = useSetOverviewLanding();
  return (
    <Switch
      label={t('overview.landing')}
      checked={change.isPending ? change.variables : (landing.data?.landsOnOverview ?? false)}
      disabled={!landing.data || change.isPending}
      onChange={(event) => change.mutate(event.currentTarget.checked)}
    />
  );
}

function OverviewTiles({ overview }: { overview: Overview }) {
  const { t, i18n } = useTranslation('spend');
  const language = useLanguage();
  const money = (tiyn: number) => formatMoney(tiyn, language);
  const stateName = (names: Overview['states'][number]['names']) => names[language];
  const scopedTotals = overview.months.some((m) => m.byKind === null);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {/* decision 030: company money is absent for a user without finance.read or with a number scope */}
        {overview.money && (
          <OverviewTile title={t('overview.money')}>
            <TileLine label={t('overview.balance')} value={money(overview.money.balance)} />
            <TileLine label={t('overview.debt')} value={money(overview.money.debt)} />
            <TileLine label={t('overview.penalty')} value={money(overview.money.penalty)} />
          </OverviewTile>
        )}
        <OverviewTile title={t('overview.spendThisMonth')}>
          <Text fz={28} fw={700} lh={1.2}>
            {money(overview.spendThisMonth)}
          </Text>
        </OverviewTile>
        <OverviewTile title={t('overview.limits')}>
          <TileLine
            label={t('overview.near')}
            value={overview.limits.near}
            to={overviewLinks.spend('near')}
          />
          <TileLine
            label={t('overview.over')}
            value={overview.limits.over}
            to={overviewLinks.spend('over')}
          />
          <TileLine
            label={t('overview.blocked')}
            value={overview.limits.blocked}
            to={overviewLinks.spend('blocked')}
          />
          <TileLine
            label={t('overview.lowPrepaid', { amount: money(overview.lowPrepaid.threshold) })}
            value={overview.lowPrepaid.count}
            to={overviewLinks.lowPrepaid(overview.lowPrepaid.threshold)}
          />
        </OverviewTile>
      </SimpleGrid>

      <OverviewTile title={t('overview.trend')}>
        <SpendChart months={overview.months} />
      </OverviewTile>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {/* decision 030: a scoped user's figures are per number; cost centres are kept for the company only */}
        {!scopedTotals && (
          <OverviewTile title={t('overview.byCostCentre')}>
            {overview.byCostCentre.length === 0 && <Text size="sm">{t('overview.empty')}</Text>}
            {overview.byCostCentre.map((c) => (
              <TileLine
                key={c.id ?? 'none'}
                label={c.id === null ? t('overview.noCostCentre') : `${c.code} · ${c.name}`}
                value={money(c.total)}
                to={overviewLinks.costCentre(c.id)}
              />
            ))}
          </OverviewTile>
        )}
        <OverviewTile title={t('overview.states')}>
          {overview.states.map((s) => (
            <TileLine
              key={s.lcStateId}
              label={stateName(s.names)}
              value={s.count}
              to={overviewLinks.state(s.lcStateId)}
            />
          ))}
        </OverviewTile>
        <OverviewTile title={t('overview.topSpenders')}>
          {overview.topSpenders.length === 0 && <Text size="sm">{t('overview.empty')}</Text>}
          {overview.topSpenders.map((n) => (
            <TileLine
              key={n.msisdn}
              label={n.label ? `${formatPhone(n.msisdn)} · ${n.label}` : formatPhone(n.msisdn)}
              value={money(n.spent)}
              to={overviewLinks.number(n.msisdn)}
            />
          ))}
        </OverviewTile>
        <OverviewTile title={t('overview.pending')}>
          <TileLine label={t('overview.pendingOperations')} value={overview.pending.operations} />
          <TileLine label={t('overview.pendingBulk')} value={overview.pending.bulkJobs} to="/bulk" />
          <TileLine label={t('overview.pendingReports')} value={overview.pending.reports} />
        </OverviewTile>
        <OverviewTile title={t('overview.lastActions')}>
          {overview.lastActions.length === 0 && <Text size="sm">{t('overview.empty')}</Text>}
          {overview.lastActions.map((a, i) => (
            <Text key={`${a.at}-${i}`} size="sm">
              {formatDateTime(a.at)} · {i18n.t(`actions:${a.action}`, { defaultValue: a.action })}
              {a.msisdn ? ` · ${formatPhone(a.msisdn)}` : ''}
              {a.success ? '' : ` · ${t('overview.actionFailed')}`}
            </Text>
          ))}
        </OverviewTile>
      </SimpleGrid>
    </Stack>
  );
}
