import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../shared/ui/placeholder-screen.tsx';

/** /balance-transfer — comes with its own issue. */
export function TransferPage() {
  const { t } = useTranslation('transfer');
  return <PlaceholderScreen title={t('title')} />;
}
