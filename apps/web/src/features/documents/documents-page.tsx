import { Anchor, Paper, Stack, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, Navigate, NavLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../shared/company/company-context.ts';
import { docsDecision, paths, type DocsTab } from '../../shared/access/access.ts';
import { NotAvailablePage } from '../../shared/ui/page-message.tsx';
import { DocsTabScreen } from './docs-tab-screen.tsx';
import classes from './documents-page.module.css';

const BADGE: Partial<Record<DocsTab, 'new' | 'beta'>> = { view_debt: 'new', devices_report: 'beta' };

function TabLabel({ tab }: { tab: DocsTab }) {
  const { t } = useTranslation('documents');
  const badge = BADGE[tab];
  return (
    <>
      {t(`tabs.${tab}`)}
      {badge && (
        // drawn as Mantine's filled xs Badge: its component is in the chunk three screens share, which
        // the page needed for nothing else (decision 015)
        <span className={classes.badge} data-badge={badge}>
          {t(`badge.${badge}`)}
        </span>
      )}
    </>
  );
}

function TabsNav({ tabs }: { tabs: DocsTab[] }) {
  const { t } = useTranslation('documents');
  return (
    <nav aria-label={t('tabsLabel')}>
      <Stack gap={2}>
        {tabs.map((tab) => (
          <UnstyledButton key={tab} component={NavLink} to={paths.documentsTab(tab)} className={classes.tab}>
            <span>
              <TabLabel tab={tab} />
            </span>
          </UnstyledButton>
        ))}
      </Stack>
    </nav>
  );
}

function BackLink() {
  const { t } = useTranslation('documents');
  return (
    <Anchor component={Link} to={paths.documents}>
      ← {t('back')}
    </Anchor>
  );
}

/**
 * /docs_and_reps and /docs_and_reps/{tab} (spec §2 "Documents sub-tabs"): each sub-tab only
 * with its flag; on desktop a missing or unavailable one redirects to the first available, on
 * a phone the sub-tabs are a list and each page has a back link. Without the documents page,
 * only the debt view opens (it is where the debtor notice links), on its own.
 */
export function DocumentsPage() {
  const { t } = useTranslation('documents');
  const access = useAccess();
  const { tab } = useParams();
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;

  if (!access.documentsPage)
    return tab === 'view_debt' ? <DocsTabScreen tab="view_debt" /> : <NotAvailablePage />;

  const decision = docsDecision(access, tab, isPhone);
  switch (decision.kind) {
    case 'not-available':
      return <NotAvailablePage />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'list':
      return (
        <Stack gap="md">
          <Title order={1} fz={22}>
            {t('title')}
          </Title>
          <TabsNav tabs={decision.tabs} />
        </Stack>
      );
    case 'back-link':
      return (
        <Stack gap="md">
          <BackLink />
          <NotAvailablePage />
        </Stack>
      );
    case 'tab':
      return isPhone ? (
        <Stack gap="md">
          <BackLink />
          <DocsTabScreen tab={decision.tab} />
        </Stack>
      ) : (
        <div className={classes.layout}>
          <Paper withBorder radius="md" p="xs">
            <TabsNav tabs={decision.tabs} />
          </Paper>
          <div>
            <DocsTabScreen tab={decision.tab} />
          </div>
        </div>
      );
  }
}
