import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { topTabPath, topTabs, type Access } from '../../shared/access/access.ts';
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
