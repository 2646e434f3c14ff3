import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import classes from './shell.module.css';
import favicon from './favicon.svg?inline';

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link to="/" aria-label={t('shell:header.home')} onClick={onNavigate} className={classes.brand}>
      <img src={favicon} alt="" width={28} height={28} />
      <span>{t('common:appName')}</span>
    </Link>
  );
}
