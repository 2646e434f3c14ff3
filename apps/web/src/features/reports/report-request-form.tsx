import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { datePickerProps } from './date-picker-props.ts';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/ru';
import 'dayjs/locale/kk';
import '@mantine/dates/styles.css';
import { emailSchema } from '@kabinet/contract/rules/email';
import type { Language } from '@kabinet/contract/i18n-text';
import {
  checkKindPeriod,
  defaultKindPeriod,
  kazakhstanToday,
  pickerWindow,
  REPORT_KINDS,
  type ReportKind,
} from '@kabinet/contract/report-kinds';
import { useCompany } from '../../shared/company/company-context.ts';
import { storage } from '../../shared/storage/storage.ts';
import { FileDownloadButtons } from './file-download-buttons.tsx';
import { isUnauthorized } from '../../shared/api/api-error.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import {
  DOWNLOADABLE_KINDS,
  downloadReport,
  ownershipDateOf,
  reportFailureDefault,
  useReportStatus,
  useSendReport,
} from './report-api.ts';
import { Notice } from '../../shared/ui/notice.tsx';

export interface ReportRequestFormProps {
  kind: ReportKind;
  /** a number's report (usage details, payments report) */
  msisdn?: string;
  numberType?: 'PREPAID' | 'POSTPAID';
  /** the number's ownership transfer day, when the usage details start there */
  ownershipDate?: string | null;
}

// typed dates are read in the pickers' DD-MM-YYYY (spec §9)
dayjs.extend(customParseFormat);

/** the per-BIN in-process flag of spec §4, one per kind (and number) */
const flagKey = (kind: ReportKind, msisdn?: string) =>
  msisdn ? `${REPORT_KINDS[kind].statusKey}.${msisdn}` : REPORT_KINDS[kind].statusKey;

/**
 * spec §4 Reports by e-mail: the period within the kind's window (DD-MM-YYYY pickers), one e-mail
 * prefilled with the user's, send; then the form locks with 'report is being prepared'. Reopened
 * while flagged, the status says not ready or ready (and the flag is cleared).
 */
export function ReportRequestForm({ kind, msisdn, numberType, ownershipDate }: ReportRequestFormProps) {
  const { t, i18n } = useTranslation(['reports', 'errors']);
  const { user, bin } = useCompany();
  const def = REPORT_KINDS[kind];
  const today = kazakhstanToday();
  const initial = defaultKindPeriod(kind, today, ownershipDate);
  const [startDate, setStartDate] = useState<string | null>(def.period === 'none' ? null : initial.startDate);
  const [endDate, setEndDate] = useState<string | null>(def.period === 'none' ? null : initial.endDate);
  const [email, setEmail] = useState(user.email);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [isSent, setSent] = useState(false);
  const key = flagKey(kind, msisdn);
  // read once on opening: the flag is cleared below once the status says the report is out
  const [wasFlagged] = useState(() => !!bin && storage.isReportInProcess(bin, key));
  // number modals check on open; the tabs when a request is remembered (spec §4)
  const status = useReportStatus(kind, msisdn ?? null, !!msisdn || wasFlagged);
  const send = useSendReport();
  // a status cached from an earlier opening is not an answer: only one asked since this opening
  const statusWord = status.isFetchedAfterMount ? status.data?.status : undefined;
  const isBuilding = statusWord === 'PROCESSING';
  // spec §5: after an ownership transfer the start is limited to its date, in the picker as well
  const ownership = ownershipDate ?? ownershipDateOf(status.data);
  const window = pickerWindow(kind, today, ownership);
  useEffect(() => {
    if (ownership) setStartDate((start) => (start && start < ownership ? ownership : start));
  }, [ownership]);

  useEffect(() => {
    if (bin && wasFlagged && statusWord && statusWord !== 'PROCESSING')
      storage.setReportInProcess(bin, key, false);
  }, [bin, key, statusWord, wasFlagged]);

  const period = startDate && endDate ? { startDate, endDate } : null;
  const periodError =
    def.period === 'none'
      ? null
      : period
        ? checkKindPeriod(kind, period, today, ownership)
        : 'invalid_period';
  const isLocked = isSent || isBuilding || send.isPending;
  const canDownload = DOWNLOADABLE_KINDS.includes(kind);

  const handleSend = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(t('errors:invalid_email_format'));
      return;
    }
    setEmailError(null);
    if (periodError) return;
    send.mutate(
      {
        kind,
        email: parsed.data,
        language: i18n.language as Language,
        period: def.period === 'none' ? null : period,
        ...(msisdn ? { msisdn } : {}),
        ...(numberType ? { numberType } : {}),
      },
      {
        onSuccess: () => {
          setSent(true);
          if (bin) storage.setReportInProcess(bin, key, true);
        },
        onError: (error) => {
          if (!isUnauthorized(error)) notifyError(translateError(t, error, reportFailureDefault(kind)));
        },
      },
    );
  };

  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      <form onSubmit={handleSend} noValidate aria-label={t(`kinds.${kind}.title`)}>
        <Stack gap="sm">
          {kind === 'atlas_pro' && (
            <Notice color="blue" variant="light" title={t('atlasPro.disclaimerTitle')}>
              {t('atlasPro.disclaimer')}
            </Notice>
          )}
          <Text size="sm" c="dimmed">
            {t(`kinds.${kind}.hint`)}
          </Text>
          {isBuilding && (
            <Alert color="yellow" variant="light" role="status">
              {t('status.notReady')}
            </Alert>
          )}
          {/* spec §8: checkReportStatusError is the status check's default */}
          {status.isError && (
            <Alert color="red" variant="light" role="alert">
              {translateError(t, status.error, 'check_report_status_error')}
            </Alert>
          )}
          {!isBuilding && wasFlagged && !isSent && statusWord === 'READY' && (
            <Alert color="green" variant="light" role="status">
              {t('status.ready')}
            </Alert>
          )}
          {!isBuilding && wasFlagged && !isSent && statusWord === 'FAILED' && (
            <Alert color="red" variant="light" role="status">
              {t('status.failed')}
            </Alert>
          )}
          {def.period !== 'none' && (
            <Group grow align="flex-start" wrap="wrap">
              <DateInput
                {...datePickerProps(t)}
                label={t('form.startDate')}
                value={startDate}
                onChange={setStartDate}
                // spec §5: the reconciliation act's button is disabled beyond ~3 years, so its start is
                // typed freely and refused by the rule; the other pickers stop at their windows
                minDate={kind === 'reconciliation_act' ? undefined : window.minDate}
                maxDate={window.maxDate}
                disabled={isLocked}
                error={
                  periodError && periodError !== 'invalid_period' ? t(`errors:${periodError}`) : undefined
                }
              />
              <DateInput
                {...datePickerProps(t)}
                label={t('form.endDate')}
                value={endDate}
                onChange={setEndDate}
                minDate={startDate ?? window.minDate}
                maxDate={window.maxDate}
                disabled={isLocked}
              />
            </Group>
          )}
          <TextInput
            label={t('form.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={emailError}
            disabled={isLocked}
            autoComplete="email"
          />
          {isSent ? (
            <Alert color="green" variant="light" role="status" title={t('status.sentTitle')}>
              {t('status.sent', { email })}
            </Alert>
          ) : (
            <Group justify="flex-end" gap="xs">
              {canDownload && (
                <FileDownloadButtons
                  labels={{ xls: t('form.downloadXlsx'), pdf: t('form.downloadPdf') }}
                  disabled={!!periodError}
                  failureCode={reportFailureDefault(kind)}
                  download={(format) =>
                    downloadReport(
                      kind,
                      { ...(msisdn ? { msisdn } : {}), period, language: i18n.language as Language },
                      format,
                    )
                  }
                />
              )}
              <Button type="submit" loading={send.isPending} disabled={isLocked || !!periodError}>
                {t('form.send')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </DatesProvider>
  );
}
