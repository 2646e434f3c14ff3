import { useTranslation } from 'react-i18next';

/**
 * The shell's outline while the session and the user load: the same markup as the one index.html
 * paints before any script (its inline `boot-*` styles), so replacing that one changes nothing on
 * screen (decision 015, round two: no flash of a spinner between the painted shell and the portal).
 */
export function ShellSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common:loading')}>
      <div className="boot-header">
        <span className="boot-burger" aria-hidden />
        <span className="boot-brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{t('common:appName')}</span>
        </span>
      </div>
      <div className="boot-content" aria-hidden>
        <div className="boot-tabs" />
        <div className="boot-block" style={{ height: 36, width: '40%' }} />
        <div className="boot-block" style={{ height: 180 }} />
        <div className="boot-block" style={{ height: 120 }} />
        <div className="boot-block" style={{ height: 120 }} />
      </div>
    </div>
  );
}
