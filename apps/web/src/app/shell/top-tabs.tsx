import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { topTabPath, topTabs, type Access, type TopTab } from '../../shared/access/access.ts';
import classes from './top-tabs.module.css';

/** spec §2 "Top tabs" by page access. */
export function TopTabs({ access }: { access: Access }) {
  const { t } = useTranslation();
  const tabs = topTabs(access);
  if (tabs.length === 0) return null;
  return (
    <nav aria-label={t('shell:tabs.label')} className={classes.nav}>
      {tabs.map((tab) => (
        <NavLink key={tab} to={topTabPath[tab]} className={classes.tab}>
          {t(`shell:tabs.${tab}`)}
        </NavLink>
      ))}
    </nav>
  );
}

const ALL_TABS = Object.keys(topTabPath) as TopTab[];

/**
 * The tabs' place while the company's feature profile loads: the same labels, unseen, so the
 * screen below does not move down when the tabs appear (decision 015: CLS 0.08 on a phone before).
 */
export function TopTabsPlaceholder() {
  const { t } = useTranslation();
  return (
    <div aria-hidden className={classes.nav} style={{ visibility: 'hidden' }}>
      {ALL_TABS.map((tab) => (
        <span key={tab} className={classes.tab}>
          {t(`shell:tabs.${tab}`)}
        </span>
      ))}
    </div>
  );
}
