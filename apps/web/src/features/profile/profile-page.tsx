import { Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@kabinet/contract';
import { useCompany } from '../../shared/company/company-context.ts';
import { useSignOut } from '../../shared/session/use-sign-out.ts';
import { ScopeText, useMyAccess } from '../team/index.ts';
import { TableScroll } from '../../shared/ui/table-scroll.tsx';

const SELFCARE = 'b2b_selfcare';

function accessState(customer: Customer): 'approved' | 'notApproved' | 'none' {
  const service = customer.clientServices.find((s) => s.alias === SELFCARE);
  if (!service) return 'none';
  return service.isOfferApproved ? 'approved' : 'notApproved';
}

const ACCESS_COLOR = { approved: 'teal', notApproved: 'orange', none: 'gray' } as const;

type MyAccess = NonNullable<ReturnType<typeof useMyAccess>['data']>['companies'][number];

/** decision 029: my role and numbers in one company */
function MyRole({ access }: { access: MyAccess | undefined }) {
  const { t } = useTranslation('team');
  if (!access) return null;
  return (
    <Text size="sm" data-testid={`my-role-${access.bin}`}>
      {t(`roles.${access.role}`)} · <ScopeText allNumbers={access.allNumbers} groups={access.groups} />
    </Text>
  );
}

/** User menu → my profile: the user's name and e-mail, their companies, sign-out (spec §2, user menu). */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user, bin } = useCompany();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const handleSignOut = useSignOut();
  // decision 029: my role and numbers in each company
  const mine = useMyAccess();
  const accessOf = (customerBin: string) => mine.data?.companies.find((c) => c.bin === customerBin);

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {t('title')}
      </Title>
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('name')}
            </Text>
            <Text fw={600} data-testid="profile-name">
              {user.firstName} {user.lastName}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('email')}
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          </Stack>
        </SimpleGrid>
      </Paper>
      <Title order={2} fz={{ base: 18, sm: 22 }} id="profile-companies">
        {t('companies')}
      </Title>
      {isPhone ? (
        <Stack gap="sm" role="list" aria-labelledby="profile-companies">
          {user.assignCustomers.map((customer) => (
            <Card key={customer.bin} withBorder radius="md" role="listitem">
              <Text fw={600}>{customer.customerName}</Text>
              <Text size="sm">
                {t('columns.bin')}: {customer.bin}
              </Text>
              <Text size="sm">
                {t('columns.alias')}: {customer.alias || t('noAlias')}
              </Text>
              <MyRole access={accessOf(customer.bin)} />
              <Group gap="xs" mt="xs">
                <Badge color={ACCESS_COLOR[accessState(customer)]} variant="dot">
                  {t(`access.${accessState(customer)}`)}
                </Badge>
                {customer.bin === bin && <Badge variant="outline">{t('current')}</Badge>}
              </Group>
            </Card>
          ))}
        </Stack>
      ) : (
        <TableScroll minWidth={560} labelledBy="profile-companies">
          <Table striped withTableBorder aria-labelledby="profile-companies">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('columns.bin')}</Table.Th>
                <Table.Th scope="col">{t('columns.alias')}</Table.Th>
                <Table.Th scope="col">{t('columns.name')}</Table.Th>
                <Table.Th scope="col">{t('columns.access')}</Table.Th>
                <Table.Th scope="col">{t('columns.role')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {user.assignCustomers.map((customer) => (
                <Table.Tr key={customer.bin}>
                  <Table.Td>
                    {customer.bin}
                    {customer.bin === bin && (
                      <Badge ml="xs" size="sm" variant="outline">
                        {t('current')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{customer.alias || t('noAlias')}</Table.Td>
                  <Table.Td>{customer.customerName}</Table.Td>
                  <Table.Td>
                    <Badge color={ACCESS_COLOR[accessState(customer)]} variant="dot">
                      {t(`access.${accessState(customer)}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <MyRole access={accessOf(customer.bin)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <Button variant="light" color="red" onClick={handleSignOut} style={{ alignSelf: 'flex-start' }}>
        {t('signOut')}
      </Button>
    </Stack>
  );
}
