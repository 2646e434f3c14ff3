import { useTranslation } from 'react-i18next';
import type { DocsTab } from '../../shared/access/access.ts';
import { storage } from '../../shared/storage/storage.ts';
import { PlaceholderScreen } from '../../shared/ui/placeholder-screen.tsx';
import { DOCUMENT_TAB_SCREENS } from './document-tabs.ts';
import { REPORT_TAB_SCREENS } from '../reports/index.ts';
import { Notice } from '../../shared/ui/notice.tsx';

/** One documents sub-tab: its screen, or a placeholder while it is not built. */
export function DocsTabScreen({ tab }: { tab: DocsTab }) {
  const { t } = useTranslation('documents');
  const Screen = DOCUMENT_TAB_SCREENS[tab] ?? REPORT_TAB_SCREENS[tab];
  if (Screen) return <Screen />;
  return (
    <PlaceholderScreen title={t(`tabs.${tab}`)}>
      {/* spec §8: a failed debt check sets the technical-works flag; the debt view says so */}
      {tab === 'view_debt' && storage.isTechnicalWorks() && (
        <Notice color="orange" variant="light" title={t('common:technicalWorks.title')}>
          {t('common:technicalWorks.text')}
        </Notice>
      )}
    </PlaceholderScreen>
  );
}
