import { useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { invoiceLookupFormSchema } from '@kabinet/contract/rules/invoice-number';
import { formatMsisdn } from '@kabinet/contract/rules/msisdn-format';
import { callFile } from '../../shared/api/call-api.ts';
import { errorCode } from '../../shared/api/api-error.ts';
import { useContractForm, useFieldErrorText } from '../../shared/form/use-contract-form.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { INVOICE_NUMBERS_PAGE_SIZE, useNumbersByInvoice } from './documents-api.ts';
import { DownloadButton } from './download-button.tsx';
import { useFileDownload } from './file-download.ts';
import { RecordPaging } from './record-cards.tsx';
import { FailureNote, Loading, ScreenFrame } from './screen-parts.tsx';
import { documentsRoutes } from '@kabinet/contract/route-refs';

/** spec §2 find number by invoice: the numbers an invoice covers, paged, and as a spreadsheet. */
export function FindNumberScreen() {
  const { t } = useTranslation(['documents', 'errors']);
  const language = useLanguage();
  const errorText = useFieldErrorText();
  const [invoice, setInvoice] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const numbers = useNumbersByInvoice(invoice, page);
  const files = useFileDownload();
  const form = useContractForm(invoiceLookupFormSchema, { defaultValues: { invoiceNumber: '' } });
  const handleSubmit = form.handleSubmit(({ invoiceNumber }) => {
    setInvoice(invoiceNumber);
    setPage(0);
  });
  const result = numbers.data;
  const pages = result ? Math.ceil(result.totalElements / INVOICE_NUMBERS_PAGE_SIZE) : 0;
  const { ref, onChange, ...field } = form.register('invoiceNumber');

  return (
    <ScreenFrame title={t('tabs.find_number_by_invoice')}>
      <form onSubmit={handleSubmit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            ref={ref}
            {...field}
            onChange={(event) => {
              // spec §5: digits only
              event.currentTarget.value = event.currentTarget.value.replace(/\D/g, '');
              void onChange(event);
            }}
            label={t('findNumber.invoiceNumber')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={27}
            error={errorText(form.formState.errors.invoiceNumber)}
            w={{ base: '100%', xs: 340 }}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} w={{ base: '100%', xs: 'auto' }}>
            {t('findNumber.search')}
          </Button>
        </Group>
      </form>
      {invoice &&
        (numbers.isPending ? (
          <Loading />
        ) : numbers.isError ? (
          errorCode(numbers.error) === 'numbers_not_found' ? (
            // spec §8: numbersNotFound in the info style
            <Alert color="blue" variant="light" role="status">
              <Text size="sm">{t('errors:numbers_not_found')}</Text>
            </Alert>
          ) : (
            <FailureNote error={numbers.error} />
          )
        ) : result ? (
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Text size="sm">
                {t('findNumber.found', { count: result.totalElements, shown: result.numberOfElements })}
              </Text>
              <DownloadButton
                files={files}
                id="xls"
                label={t('findNumber.downloadXls')}
                load={() =>
                  callFile(documentsRoutes.msisdnsByInvoiceXls, {
                    query: { invoiceNumber: invoice, language },
                  })
                }
                fileName={`invoice-${invoice}-numbers.xlsx`}
              />
            </Group>
            <Table striped verticalSpacing="xs" aria-label={t('findNumber.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('findNumber.msisdn')}</Table.Th>
                  <Table.Th>{t('findNumber.invoice')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.msisdns.map((row) => (
                  <Table.Tr key={row.msisdn}>
                    <Table.Td>{formatMsisdn(row.msisdn)}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{row.invoiceNumber}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <RecordPaging total={pages} page={result.pageNumber} onPage={setPage} />
          </Stack>
        ) : null)}
    </ScreenFrame>
  );
}
