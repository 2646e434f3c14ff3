import { Button, InputBase, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { useTranslation } from 'react-i18next';
import { workCertificateFormSchema } from '@kabinet/contract/rules/invoice-number';
import { callFile } from '../../shared/api/call-api.ts';
import { useContractForm, useFieldErrorText } from '../../shared/form/use-contract-form.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useFileDownload } from './file-download.ts';
import { ScreenFrame } from './screen-parts.tsx';
import { documentsRoutes } from '@kabinet/contract/route-refs';

/** spec §5 Work certificate: 27 digits in groups (accounting month · account · sequence) */
const INVOICE_MASK = '000000 000000000000 000000000';

/**
 * spec §2 /reportdocs: the certificate of work performed for an invoice number, as
 * report-{invoice}.pdf; notFoundDocument for an unknown invoice or another company's.
 */
export function ActOfWorkScreen() {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const errorText = useFieldErrorText();
  const { running, download } = useFileDownload();
  const form = useContractForm(workCertificateFormSchema, { defaultValues: { invoiceNumber: '' } });
  const handleSubmit = form.handleSubmit(({ invoiceNumber }) =>
    download(
      'act',
      () => callFile(documentsRoutes.actOfWork, { query: { invoiceNumber, language } }),
      `report-${invoiceNumber}.pdf`,
    ),
  );
  return (
    <ScreenFrame title={t('tabs.reportdocs')}>
      <Text size="sm">{t('act.intro')}</Text>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm" maw={420}>
          <Controller
            control={form.control}
            name="invoiceNumber"
            render={({ field, fieldState }) => (
              <InputBase
                label={t('act.invoiceNumber')}
                description={t('act.invoiceHint')}
                component={IMaskInput}
                mask={INVOICE_MASK}
                value={field.value}
                onAccept={(value: string) => field.onChange(value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                inputMode="numeric"
                autoComplete="off"
                error={errorText(fieldState.error)}
              />
            )}
          />
          <Button type="submit" loading={running === 'act'} w={{ base: '100%', xs: 'auto' }}>
            {t('act.download')}
          </Button>
        </Stack>
      </form>
      <Text size="xs" c="dimmed">
        {t('act.signingNote')}
      </Text>
    </ScreenFrame>
  );
}
