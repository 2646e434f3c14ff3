import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { kindsOfTab } from '@kabinet/contract/report-kinds';
import { ReportRequestForm } from './report-request-form.tsx';

/**
 * A documents sub-tab that requests reports by e-mail: its title (the tab's name, the page's heading
 * as on the other sub-tabs) and one card per kind the registry gives it.
 */
export function ReportTabScreen({ tab }: { tab: string }) {
  const { t } = useTranslation(['reports', 'documents']);
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {t(`documents:tabs.${tab}`)}
      </Title>
      {kindsOfTab(tab).map((kind) => (
        // a Paper, not a Card: the same frame from the shell's components (decision 015)
        <Paper key={kind} withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} fz={{ base: 18, sm: 20 }}>
              {t(`kinds.${kind}.title`)}
            </Title>
            <ReportRequestForm kind={kind} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

export const SubscribersReportTab = () => <ReportTabScreen tab="subscribers_report" />;
export const ReconciliationTab = () => <ReportTabScreen tab="reconciliation_docs" />;
export const PaymentsReportTab = () => <ReportTabScreen tab="payments_report" />;
export const AtlasProTab = () => <ReportTabScreen tab="atlas_pro" />;
export const InvoiceRegisterTab = () => <ReportTabScreen tab="invoice_docs" />;
export const DevicesReportTab = () => <ReportTabScreen tab="devices_report" />;
