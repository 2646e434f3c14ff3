import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { PlaceholderScreen } from '../../shared/ui/placeholder-screen.tsx';

/** /numbers/{msisdn} — the number detail comes with its own issue. */
export function NumberDetailPage() {
  const { t } = useTranslation('number-detail');
  const { msisdn = '' } = useParams();
  return (
    <PlaceholderScreen title={t('title', { phone: formatPhone(msisdn) })}>
      <Anchor component={Link} to="/numbers">
        ← {t('backToNumbers')}
      </Anchor>
    </PlaceholderScreen>
  );
}
