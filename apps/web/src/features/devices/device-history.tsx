import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeviceOrder } from '@kabinet/contract';
import { formatDateTime } from '../../shared/format/date-format.ts';
import { orderCondition } from './device-view.ts';
import { TableScroll } from '../../shared/ui/table-scroll.tsx';

function Condition({ order }: { order: DeviceOrder }) {
  const { t } = useTranslation(['devices', 'errors']);
  const condition = orderCondition(order);
  switch (condition.kind) {
    case 'done':
      return (
        <Badge color="teal" variant="light">
          {t('condition.done')}
        </Badge>
      );
    case 'sent':
      return (
        <Badge color="blue" variant="light">
          {t('condition.sent')}
        </Badge>
      );
    case 'failed':
      return (
        <Text size="sm" c="red.8">
          {t(`errors:${condition.code}`)}
        </Text>
      );
    default:
      // spec §8: an unknown message is shown raw
      return (
        <Text size="sm" c="red.8">
          {condition.message}
        </Text>
      );
  }
}

/** spec §2 Device registration, request history: columns device, date, condition (newest first). */
export function DeviceHistory({ orders }: { orders: DeviceOrder[] }) {
  const { t } = useTranslation(['devices', 'errors']);
  if (orders.length === 0) return <Text c="dimmed">{t('history.empty')}</Text>;
  return (
    <TableScroll minWidth={520} label={t('tabs.history')}>
      <Table striped verticalSpacing="xs" aria-label={t('tabs.history')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.device')}</Table.Th>
            <Table.Th>{t('history.date')}</Table.Th>
            <Table.Th>{t('history.condition')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={`${order.insertTime}-${order.imei}-${order.requestType}`}>
              <Table.Td>
                <Text size="sm">{order.imei}</Text>
                <Text size="xs" c="dimmed">
                  {t(`requestType.${order.requestType}`)}
                </Text>
              </Table.Td>
              <Table.Td>{formatDateTime(order.insertTime)}</Table.Td>
              <Table.Td>
                <Condition order={order} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
