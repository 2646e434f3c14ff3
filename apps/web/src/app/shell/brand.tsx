import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import classes from './shell.module.css';

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link to="/" aria-label={t('shell:header.home')} onClick={onNavigate} className={classes.brand}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>{t('common:appName')}</span>
    </Link>
  );
}
