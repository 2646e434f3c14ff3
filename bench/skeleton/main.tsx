import '@mantine/core/styles.css';
import { AppShell, Card, Container, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

// The bench's skeleton (decision 015): React + router + TanStack Query + Mantine showing ten cards from
// one JSON request — what any app on this stack costs, the yardstick for the portal's first load.

const ROWS = Array.from({ length: 10 }, (_, i) => ({ msisdn: `70000000${String(i).padStart(2, '0')}` }));

function List() {
  const rows = useQuery({
    queryKey: ['rows'],
    queryFn: () => new Promise<typeof ROWS>((resolve) => setTimeout(() => resolve(ROWS), 50)),
  });
  return (
    <Stack>
      {rows.data?.map((row) => (
        <Card key={row.msisdn} withBorder>
          <Text fw={600}>+7 {row.msisdn}</Text>
          <Text size="sm">Бизнес Безлимит</Text>
        </Card>
      ))}
    </Stack>
  );
}

const router = createBrowserRouter([{ path: '*', element: <List /> }]);

createRoot(document.getElementById('root')!).render(
  <MantineProvider>
    <QueryClientProvider client={new QueryClient()}>
      <AppShell header={{ height: 60 }} padding="md">
        <AppShell.Header p="md">
          <Title order={4}>Skeleton</Title>
        </AppShell.Header>
        <AppShell.Main>
          <Container>
            <RouterProvider router={router} />
          </Container>
        </AppShell.Main>
      </AppShell>
    </QueryClientProvider>
  </MantineProvider>,
);
