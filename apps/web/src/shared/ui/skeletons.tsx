import { Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** spec §2 Shell: the skeleton of the number information page. */
export function NumberInfoSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label={t('common:skeletonLabel')}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={8}>
          <Skeleton h={28} w={240} maw="100%" />
          <Skeleton h={16} w={160} />
        </Stack>
        <Group gap="sm">
          <Skeleton h={36} w={120} radius="md" />
          <Skeleton h={36} w={36} radius="md" />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} h={72} radius="md" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {[0, 1].map((block) => (
          <Paper key={block} withBorder p="md" radius="md">
            <Stack gap="sm">
              <Skeleton h={20} w="40%" />
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} h={14} w={`${90 - i * 8}%`} />
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** A generic page skeleton while a route's screen loads. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('common:loading')}>
      <Skeleton h={30} w={280} maw="100%" />
      <Skeleton h={16} w="70%" />
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} h={84} radius="md" />
      ))}
    </Stack>
  );
}
