import { useState } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { callFile } from '../../shared/api/call-api.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { formatMoney } from '../../shared/format/money-format.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { storage } from '../../shared/storage/storage.ts';
import { useDebts } from './documents-api.ts';
import { DownloadButton } from './download-button.tsx';
import { useFileDownload } from './file-download.ts';
import { useBillMonthText } from './month-names.ts';
import { RecordPaging, RecordsView } from './record-cards.tsx';
import { FailureNote, Loading, ScreenFrame } from './screen-parts.tsx';
import { documentsRoutes } from '@kabinet/contract/route-refs';
import { Notice } from '../../shared/ui/notice.tsx';

/**
 * spec §2 debt view (/docs_and_reps/view_debt, where the debtor notice links): per account the
 * unpaid invoice's month, the debt, the debt with the overdue penalty (0.1%/day, at most 10%),
 * the total; pages of 10 (zero-based on the wire); XLSX and PDF downloads.
 */
export function DebtScreen() {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const { bin } = useCompany();
  const [page, setPage] = useState(0);
  const debts = useDebts(page);
  const files = useFileDownload();
  const data = debts.data;
  const billMonthText = useBillMonthText();

  return (
    <ScreenFrame title={t('tabs.view_debt')}>
      {/* spec §8: a failed debt check sets the technical-works flag; the debt view says so */}
      {storage.isTechnicalWorks() && (
        <Notice color="orange" variant="light" title={t('common:technicalWorks.title')}>
          {t('common:technicalWorks.text')}
        </Notice>
      )}
      {debts.isPending ? (
        <Loading />
      ) : debts.isError ? (
        <FailureNote error={debts.error} />
      ) : data && data.customerDebts.length === 0 && page === 0 ? (
        <Notice color="teal" variant="light">
          <Text size="sm">{t('debt.none')}</Text>
        </Notice>
      ) : data ? (
        <Stack gap="sm">
          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <div>
                <Text size="sm" c="dimmed">
                  {t('debt.totalDebt')}
                </Text>
                <Text fz={24} fw={700} data-testid="total-debt">
                  {formatMoney(data.totalDebt, language)}
                </Text>
                <Text size="sm">
                  {t('debt.totalWithPenalty', { amount: formatMoney(data.totalDebtWithPenalty, language) })}
                </Text>
              </div>
              <Group gap="xs">
                <DownloadButton
                  files={files}
                  id="xls"
                  label={t('debt.downloadXls')}
                  load={() => callFile(documentsRoutes.debtsXls, { query: { language } })}
                  fileName="debts.xlsx"
                />
                <DownloadButton
                  files={files}
                  id="pdf"
                  label={t('debt.downloadPdf')}
                  disabled={!bin}
                  load={() =>
                    callFile(documentsRoutes.debtsPdf, { params: { bin: bin! }, query: { language } })
                  }
                  fileName="debts.pdf"
                />
              </Group>
            </Group>
          </Paper>
          <Text size="xs" c="dimmed">
            {t('debt.penaltyNote')}
          </Text>
          <RecordsView
            label={t('tabs.view_debt')}
            rows={data.customerDebts}
            rowKey={(d) => `${d.account}-${d.billDate}`}
            minWidth={560}
            columns={[
              { label: t('debt.account'), cell: (d) => d.account },
              {
                label: t('debt.billDate'),
                cell: (d) => (
                  <>
                    <Text size="sm">{billMonthText(d.billDate)}</Text>
                    {d.daysOverdue > 0 && (
                      <Text size="xs" c="red.9">
                        {t('debt.overdue', { count: d.daysOverdue })}
                      </Text>
                    )}
                  </>
                ),
              },
              { label: t('debt.debt'), cell: (d) => formatMoney(d.debt, language), numeric: true },
              {
                label: t('debt.debtWithPenalty'),
                cell: (d) => formatMoney(d.debtWithPenalty, language),
                numeric: true,
              },
            ]}
          />
          <RecordPaging total={data.totalPages} page={data.pageNumber} onPage={setPage} />
        </Stack>
      ) : null}
    </ScreenFrame>
  );
}
