import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportStatusWord } from '@kabinet/contract/report-kinds';
import { translateError } from '../../shared/i18n/translate-error.ts';

/**
 * spec §4: what a report form says about the kind's latest request — still being prepared, the
 * status check failed, or (reopened after a request) ready or failed.
 */
export function ReportStatusNotes({
  isBuilding,
  statusError,
  outcome,
}: {
  isBuilding: boolean;
  statusError: unknown;
  outcome: ReportStatusWord | undefined;
}) {
  // a failed check's text: the transport has loaded the errors catalogue before reporting the failure
  const { t } = useTranslation('reports');
  return (
    <>
      {isBuilding && (
        <Alert color="yellow" variant="light" role="status">
          {t('status.notReady')}
        </Alert>
      )}
      {/* spec §8: checkReportStatusError is the status check's default */}
      {statusError !== null && (
        <Alert color="red" variant="light" role="alert">
          {translateError(t, statusError, 'check_report_status_error')}
        </Alert>
      )}
      {!isBuilding && outcome === 'READY' && (
        <Alert color="green" variant="light" role="status">
          {t('status.ready')}
        </Alert>
      )}
      {!isBuilding && outcome === 'FAILED' && (
        <Alert color="red" variant="light" role="status">
          {t('status.failed')}
        </Alert>
      )}
    </>
  );
}
