import { useTranslation } from 'react-i18next';
import { useAccess } from '../../shared/company/company-context.ts';
import { hasFeature } from '../../shared/access/access.ts';
import { NotAvailablePage } from '../../shared/ui/page-message.tsx';
import { PlaceholderScreen } from '../../shared/ui/placeholder-screen.tsx';
import { NumbersNotices } from './numbers-notices.tsx';

/** /numbers — the number list comes with its own issue; the shell part (notices) is here. */
export function NumbersPage() {
  const { t } = useTranslation('numbers');
  const access = useAccess();
  return (
    <>
      <NumbersNotices />
      {hasFeature(access, 'view_subscribers') ? (
        <PlaceholderScreen title={t('title')} />
      ) : (
        <NotAvailablePage />
      )}
    </>
  );
}
