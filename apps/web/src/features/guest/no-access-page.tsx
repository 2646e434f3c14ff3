import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../shared/company/company-context.ts';
import { PageMessage } from '../../shared/ui/page-message.tsx';
import { ConnectInstructions } from './connect-instructions.tsx';
import { useConnectStep } from './welcome-page.tsx';

/**
 * spec §2: the selected company has no b2b_selfcare client service — the no-access screen.
 * The user may pick another company in the header, or read how to connect this one.
 */
export function NoAccessPage() {
  const { t } = useTranslation('shell');
  const { customer } = useCompany();
  const [isConnecting, openConnect] = useConnectStep();
  return (
    <Stack gap="lg">
      <PageMessage
        title={t('noAccess.title')}
        text={t('noAccess.text', { company: customer?.customerName ?? '', bin: customer?.bin ?? '' })}
        icon="×"
      >
        {!isConnecting && (
          <Button variant="light" onClick={openConnect}>
            {t('noAccess.howToConnect')}
          </Button>
        )}
      </PageMessage>
      {isConnecting && <ConnectInstructions />}
    </Stack>
  );
}
