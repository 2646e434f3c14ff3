import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
import { ReportStatusNotes } from './report-status-notes.tsx';
import { PlainEmailField, PlainPeriodFields, type PeriodEnd } from './plain-report-fields.tsx';
import { loadErrorTexts, useErrorTextsLoaded } from '../../shared/i18n/error-texts.ts';

// decision 015: the date pickers (Mantine's dates, dayjs and its locales), Mantine's inputs and the
// e-mail rule (zod) are not part of the documents page's first load: the form paints plain fields of
// the same size first and loads them when it is first touched — a focus, a pointer over or on it, a
// send — and at once when a request is remembered (its status shows with the loaded form).
type LoadedFields = typeof import('./report-fields.tsx');
let loadedFields: LoadedFields | null = null;
const loadFields = () => import('./report-fields.tsx').then((module) => (loadedFields = module));
const PLAIN_FIELDS = { PeriodFields: PlainPeriodFields, EmailField: PlainEmailField };

/** The field being typed in when the loaded fields replace the plain ones, and its selection. */
interface TypingAt {
  id: string;
  /** null where the input type has no selection (the browser gives none) */
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
}

function typingAt(form: HTMLFormElement | null): TypingAt | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement) || !form?.contains(active)) return null;
  return {
    id: active.id,
    start: active.selectionStart,
    end: active.selectionEnd,
    direction: active.selectionDirection,
  };
}

/**
 * Focuses the field that replaced the one being typed in, with the selection it had: a user who
 * selected the text to type over it goes on typing over it (decision 037), never after it.
 */
function focusAsTyping(field: Element | null, at: TypingAt) {
  if (!(field instanceof HTMLInputElement)) return;
  if (document.activeElement !== field) field.focus();
  if (field.type !== 'text') return;
  const length = field.value.length;
  field.setSelectionRange(at.start ?? length, at.end ?? length, at.direction ?? undefined);
}

export interface ReportRequestFormProps {
  kind: ReportKind;
  /** a number's report (usage details, payments report) */
  msisdn?: string;
  numberType?: 'PREPAID' | 'POSTPAID';
  /** the number's ownership transfer day, when the usage details start there */
  ownershipDate?: string | null;
}

/** the per-BIN in-process flag of spec §4, one per kind (and number) */
const flagKey = (kind: ReportKind, msisdn?: string) =>
  msisdn ? `${REPORT_KINDS[kind].statusKey}.${msisdn}` : REPORT_KINDS[kind].statusKey;

/**
 * spec §4 Reports by e-mail: the period within the kind's window (DD-MM-YYYY pickers), one e-mail
 * prefilled with the user's, send; then the form locks with 'report is being prepared'. Reopened
 * while flagged, the status says not ready or ready (and the flag is cleared).
 */
export function ReportRequestForm({ kind, msisdn, numberType, ownershipDate }: ReportRequestFormProps) {
  const { t, i18n } = useTranslation('reports');
  const { user, bin } = useCompany();
  const def = REPORT_KINDS[kind];
  const today = kazakhstanToday();
  const initial = defaultKindPeriod(kind, today, ownershipDate);
  const [startDate, setStartDate] = useState<string | null>(def.period === 'none' ? null : initial.startDate);
  const [endDate, setEndDate] = useState<string | null>(def.period === 'none' ? null : initial.endDate);
  const [drafts, setDrafts] = useState<Partial<Record<PeriodEnd, string>>>({});
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
  // its `errors:` texts: the catalogue is asked for when one shows, not at the first paint
  useErrorTextsLoaded(!!periodError && periodError !== 'invalid_period');
  const isLocked = isSent || isBuilding || send.isPending;
  const canDownload = DOWNLOADABLE_KINDS.includes(kind);

  const [loaded, setLoaded] = useState(loadedFields);
  const load = () =>
    loadFields().then((module) => {
      setLoaded(module);
      return module;
    });
  // the e-mail field stays the plain one: it is the field typed in first, and an input replaced
  // under the keyboard loses what a type="email" input cannot tell, its selection (decision 037)
  const fields = loaded ? { PeriodFields: loaded.PeriodFields, EmailField: PlainEmailField } : PLAIN_FIELDS;
  const ids = { start: useId(), end: useId(), email: useId() };
  // a report already asked for: its status shows without waiting for an interaction
  useEffect(() => {
    if (wasFlagged) void loadFields().then(setLoaded);
  }, [wasFlagged]);
  // the field that had the focus keeps it when the loaded one (same id) replaces it, before the next key
  const formRef = useRef<HTMLFormElement>(null);
  const focusedAtSwap = useRef<TypingAt | null | undefined>(undefined);
  // read while rendering the swap: the plain fields are still the page's
  if (loaded && focusedAtSwap.current === undefined) focusedAtSwap.current = typingAt(formRef.current);
  useLayoutEffect(() => {
    const at = focusedAtSwap.current;
    if (at) focusAsTyping(document.getElementById(at.id), at);
  }, [loaded]);

  const handleSend = async (event: React.FormEvent) => {
    event.preventDefault();
    // a send before the e-mail rule (and the errors catalogue) has arrived waits for it instead of being lost
    const [rule] = await Promise.all([load(), loadErrorTexts()]);
    const address = rule.checkEmail(email);
    if (!address) {
      setEmailError(t('errors:invalid_email_format'));
      return;
    }
    setEmailError(null);
    if (periodError) return;
    send.mutate(
      {
        kind,
        email: address,
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
    <form
      onSubmit={(event) => void handleSend(event)}
      ref={formRef}
      onFocus={() => void load()}
      onPointerEnter={() => void load()}
      onPointerDown={() => void load()}
      noValidate
      aria-label={t(`kinds.${kind}.title`)}
    >
      <Stack gap="sm">
        {kind === 'atlas_pro' && (
          <Notice color="blue" variant="light" title={t('atlasPro.disclaimerTitle')}>
            {t('atlasPro.disclaimer')}
          </Notice>
        )}
        <Text size="sm" c="dimmed">
          {t(`kinds.${kind}.hint`)}
        </Text>
        <ReportStatusNotes
          isBuilding={isBuilding}
          statusError={status.isError ? status.error : null}
          // spec §4: reopened after a request, the status says whether the report went out
          outcome={wasFlagged && !isSent ? statusWord : undefined}
        />
        {def.period !== 'none' && (
          <fields.PeriodFields
            ids={ids}
            startDate={startDate}
            endDate={endDate}
            onChange={(end, date) => (end === 'start' ? setStartDate(date) : setEndDate(date))}
            window={window}
            isStartFree={kind === 'reconciliation_act'}
            disabled={isLocked}
            startError={
              periodError && periodError !== 'invalid_period' ? t(`errors:${periodError}`) : undefined
            }
            drafts={drafts}
            onDraft={(end, text) =>
              setDrafts((all) =>
                all[end] === (text ?? undefined) ? all : { ...all, [end]: text ?? undefined },
              )
            }
          />
        )}
        <fields.EmailField
          id={ids.email}
          value={email}
          onChange={setEmail}
          error={emailError}
          disabled={isLocked}
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
  );
}
