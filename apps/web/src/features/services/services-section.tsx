import { useId, useState } from 'react';
import { can } from '../../shared/access/access.ts';
import { Alert, Group, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '@kabinet/contract';
import { useAccess } from '../../shared/company/company-context.ts';
import { rowsOfTab, serviceRows, serviceTabs, type ServiceTab } from './service-rows.ts';
import { ServiceRequestModal } from './service-request-modal.tsx';
import { ServiceRow } from './service-row.tsx';
import { SliderNav, useSlider } from '../../shared/ui/slider-nav.tsx';
import { useServiceRequest } from './use-service-request.ts';
import sliderClasses from '../../shared/ui/slider.module.css';
import classes from './services.module.css';

/** spec §2 services and packages: tabs by category in a slider (4 tabs, 1 on phones). */
export function ServicesSection({
  msisdn,
  refusal,
  products,
  isLoading,
  isError,
}: {
  msisdn: string;
  /** why no service may change now (a blocked number), shown above the list */
  refusal: string | null;
  products: Product[] | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  const { t } = useTranslation(['number-detail', 'errors']);
  const access = useAccess();
  // decision 029: connecting and disconnecting are number actions: not every role's
  const canManage = access.features.has('manage_service') && can(access, 'numbers.manage');
  const rows = serviceRows(products ?? []);
  const tabs = serviceTabs(rows);
  const [tab, setTab] = useState<ServiceTab>('ANY');
  const current = tabs.includes(tab) ? tab : 'ANY';
  const slider = useSlider<HTMLDivElement>();
  const flow = useServiceRequest(msisdn);
  const refusalId = useId();

  return (
    <section aria-labelledby="nd-services">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h4" id="nd-services">
          {t('services.title')}
        </Title>
        <SliderNav
          canPrev={slider.canPrev}
          canNext={slider.canNext}
          onStep={slider.step}
          label={t('services.tabsLabel')}
        />
      </Group>
      {refusal && canManage && !isLoading && rows.length > 0 && (
        <Alert color="orange" variant="light" mb="sm" id={refusalId} role="note">
          {t(`errors:${refusal}`)}
        </Alert>
      )}
      {isLoading ? (
        <Skeleton h={160} radius="md" />
      ) : isError || rows.length === 0 ? (
        <Alert color="gray" variant="light" role={isError ? 'alert' : 'note'}>
          {t(isError ? 'services.failed' : 'services.empty')}
        </Alert>
      ) : (
        <Tabs value={current} onChange={(value) => value && setTab(value as ServiceTab)} keepMounted={false}>
          <Tabs.List
            ref={slider.ref}
            className={`${sliderClasses.slider} ${classes.tabs}`}
            aria-label={t('services.tabsLabel')}
          >
            {tabs.map((value) => (
              <Tabs.Tab key={value} value={value} className={classes.tab}>
                {t(`services.category.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((value) => (
            <Tabs.Panel key={value} value={value} pt="sm">
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                {rowsOfTab(rows, value).map((row) => (
                  <ServiceRow
                    key={row.key}
                    row={row}
                    canManage={canManage && !refusal}
                    describedBy={refusal ? refusalId : undefined}
                    onRequest={(r, intent) => void flow.start(r, intent)}
                  />
                ))}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      <ServiceRequestModal
        request={flow.request}
        isSending={flow.isSending}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />
    </section>
  );
}
