import { useState } from 'react';
import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { kazakhstanToday } from '@kabinet/contract/report-kinds';
import dayjs from 'dayjs';
import { callFile } from '../../shared/api/call-api.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useAccounts } from './documents-api.ts';
import { useMonthName } from './month-names.ts';
import { useFileDownload } from './file-download.ts';
import { FailureNote, Loading, ScreenFrame } from './screen-parts.tsx';
import { documentsRoutes } from '@kabinet/contract/route-refs';

const FORMATS = ['pdf', 'json', 'xls'] as const;
type Format = (typeof FORMATS)[number];
/** the breakdown covers closed months of the last 3 years */
const YEARS_BACK = 3;

/**
 * spec §2 invoice breakdown / §5 Personal account document: account, year and month (sent as
 * invoiceDate YYYY-MM-01) and a format; the file is account-{n}.pdf|json|xlsx.
 */
export function InvoiceBreakdownScreen() {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const accounts = useAccounts();
  const monthName = useMonthName();
  const { running, download } = useFileDownload();
  // the operator's calendar: the months end in Kazakhstan, whatever the browser's time zone
  const today = dayjs(kazakhstanToday());
  const lastMonth = today.subtract(1, 'month');
  const [account, setAccount] = useState<string | null>(null);
  const [year, setYear] = useState(String(lastMonth.year()));
  const [month, setMonth] = useState(String(lastMonth.month() + 1));
  const [format, setFormat] = useState<Format>('pdf');
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, i) => String(today.year() - i));
  const options = (accounts.data?.data ?? []).map((a) => ({
    value: a.accountNumber,
    label: a.accountNumber,
  }));
  const selected = account ?? options[0]?.value ?? null;

  const handleDownload = () => {
    if (!selected) return;
    const invoiceDate = `${year}-${month.padStart(2, '0')}-01`;
    void download(
      'breakdown',
      () =>
        callFile(documentsRoutes.billingInvoice, {
          query: { accountNumber: selected, invoiceDate, format, language },
        }),
      `account-${selected}.${format === 'xls' ? 'xlsx' : format}`,
    );
  };

  if (accounts.isPending) return <Loading />;
  return (
    <ScreenFrame title={t('tabs.decryption_invoice')}>
      {accounts.isError ? (
        <FailureNote error={accounts.error} />
      ) : (
        <Stack gap="sm" maw={520}>
          <Text size="sm">{t('breakdown.intro')}</Text>
          <Select
            label={t('breakdown.account')}
            data={options}
            value={selected}
            onChange={setAccount}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('breakdown.noAccounts')}
          />
          <Group grow gap="sm">
            <Select
              label={t('breakdown.year')}
              data={years}
              value={year}
              onChange={(v) => v && setYear(v)}
              allowDeselect={false}
            />
            <Select
              label={t('breakdown.month')}
              data={Array.from({ length: 12 }, (_, i) => ({
                value: String(i + 1),
                label: monthName(i + 1),
              }))}
              value={month}
              onChange={(v) => v && setMonth(v)}
              allowDeselect={false}
            />
          </Group>
          <div>
            <Text size="sm" fw={600} mb={4} id="breakdown-format">
              {t('breakdown.format')}
            </Text>
            <SegmentedControl
              aria-labelledby="breakdown-format"
              data={FORMATS.map((f) => ({ value: f, label: t(`breakdown.formats.${f}`) }))}
              value={format}
              onChange={(v) => setFormat(v as Format)}
            />
          </div>
          <Button
            onClick={handleDownload}
            disabled={!selected}
            loading={running === 'breakdown'}
            w={{ base: '100%', xs: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('breakdown.download')}
          </Button>
        </Stack>
      )}
    </ScreenFrame>
  );
}
