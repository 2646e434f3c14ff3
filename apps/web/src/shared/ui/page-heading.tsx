import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

/** A screen's heading (the page's one h1) with the line that says what the screen is for. */
export function PageHeading({ title, intro }: { title: string; intro: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {intro}
      </Text>
    </Stack>
  );
}
