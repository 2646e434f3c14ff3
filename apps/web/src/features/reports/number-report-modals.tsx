import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReportRequestForm } from './report-request-form.tsx';
import { TopUpDetails } from './top-up-details.tsx';

export type NumberReportModal = 'usage_details' | 'payments_report' | 'top_up_details';

/**
 * spec §2 Modals of a number: usage-details e-mail request, payments report, and top-up details
 * (full screen). One at a time, opened by name.
 */
export function NumberReportModals({
  opened,
  msisdn,
  numberType,
  onClose,
}: {
  opened: NumberReportModal | null;
  msisdn: string;
  numberType: 'PREPAID' | 'POSTPAID';
  onClose: () => void;
}) {
  const { t } = useTranslation('reports');
  return (
    <>
      <Modal
        opened={opened === 'usage_details'}
        onClose={onClose}
        title={t('kinds.usage_details.title')}
        size="lg"
      >
        {opened === 'usage_details' && <ReportRequestForm kind="usage_details" msisdn={msisdn} />}
      </Modal>
      <Modal
        opened={opened === 'payments_report'}
        onClose={onClose}
        title={t('kinds.subscriber_payments.title')}
        size="lg"
      >
        {opened === 'payments_report' && (
          <ReportRequestForm kind="subscriber_payments" msisdn={msisdn} numberType={numberType} />
        )}
      </Modal>
      <TopUpDetailsModal opened={opened === 'top_up_details'} msisdn={msisdn} onClose={onClose} />
    </>
  );
}

/** spec §2 "Top-up details (full screen)", opened from the number's page or its list card. */
export function TopUpDetailsModal({
  opened,
  msisdn,
  onClose,
}: {
  opened: boolean;
  msisdn: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('reports');
  return (
    <Modal opened={opened} onClose={onClose} title={t('kinds.top_ups.title')} fullScreen>
      {opened && <TopUpDetails msisdn={msisdn} />}
    </Modal>
  );
}
