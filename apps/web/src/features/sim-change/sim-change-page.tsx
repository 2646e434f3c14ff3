import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { PlaceholderScreen } from '../../shared/ui/placeholder-screen.tsx';

/** /sim-change/{msisdn} — comes with its own issue. */
export function SimChangePage() {
  const { t } = useTranslation('sim-change');
  const { msisdn = '' } = useParams();
  return <PlaceholderScreen title={t('title', { phone: formatPhone(msisdn) })} />;
}
