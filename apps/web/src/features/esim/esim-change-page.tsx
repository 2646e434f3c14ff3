import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { PlaceholderScreen } from '../../shared/ui/placeholder-screen.tsx';

/** /esim-change/{msisdn} — the eSIM wizard comes with its own issue. */
export function EsimChangePage() {
  const { t } = useTranslation('esim');
  const { msisdn = '' } = useParams();
  return <PlaceholderScreen title={t('title', { phone: formatPhone(msisdn) })} />;
}
