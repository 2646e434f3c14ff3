import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DocsTab } from '../../shared/access/access.ts';
import { storage } from '../../shared/storage/storage.ts';
import { PlaceholderScreen } from '../../shared/ui/placeholder-screen.tsx';

/** One documents sub-tab; each screen comes with its own issue and replaces its placeholder here. */
export function DocsTabScreen({ tab }: { tab: DocsTab }) {
  const { t } = useTranslation('documents');
  return (
    <PlaceholderScreen title={t(`tabs.${tab}`)}>
      {/* spec §8: a failed debt check sets the technical-works flag; the debt view says so */}
      {tab === 'view_debt' && storage.isTechnicalWorks() && (
        <Alert color="orange" variant="light" title={t('common:technicalWorks.title')}>
          {t('common:technicalWorks.text')}
        </Alert>
      )}
    </PlaceholderScreen>
  );
}
