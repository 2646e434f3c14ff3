import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import classes from './shell.module.css';
import { BrandMark } from './brand-mark.tsx';

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link to="/" aria-label={t('shell:header.home')} onClick={onNavigate} className={classes.brand}>
      <BrandMark />
      <span>{t('common:appName')}</span>
    </Link>
  );
}
