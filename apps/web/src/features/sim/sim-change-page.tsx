import { useState } from 'react';
import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatIccid } from '@kabinet/contract/rules/iccid-format';
import { paths } from '../../shared/access/access.ts';
import { useAccess } from '../../shared/company/company-context.ts';
import { canOpenNumberDetail } from '../../shared/access/access.ts';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { IccidForm } from './iccid-form.tsx';
import type { SimChangeResult } from './sim-api.ts';

/**
 * spec §2 SIM change page /sim-change/{msisdn}: a read-only description, the ICCID field and
 * Continue/Cancel. Cancel sends nothing and changes nothing: it goes back where the user came from.
 */
export function SimChangePage() {
  const { t } = useTranslation('sim-change');
  const { msisdn = '' } = useParams();
  const navigate = useNavigate();
  const access = useAccess();
  const [changed, setChanged] = useState<SimChangeResult | null>(null);

  return (
    <Stack gap="lg" maw={640}>
      <Anchor component={Link} to={paths.numbers} size="sm">
        ← {t('back')}
      </Anchor>
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {t('title', { phone: formatPhone(msisdn) })}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Text size="sm" component="div" role="note" aria-label={t('descriptionLabel')}>
            {t('description')}
          </Text>
          {changed && (
            <Alert color="green" role="status" title={t('success:sim_changed')}>
              <Stack gap={4}>
                <Text size="sm">{t('newIccid', { iccid: formatIccid(changed.iccid) })}</Text>
                {canOpenNumberDetail(access) && (
                  <Anchor component={Link} to={paths.numberDetail(msisdn)} size="sm">
                    {t('openNumber')}
                  </Anchor>
                )}
              </Stack>
            </Alert>
          )}
          <IccidForm
            msisdn={msisdn}
            onDone={(result) => setChanged(result)}
            onCancel={() => void navigate(-1)}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
