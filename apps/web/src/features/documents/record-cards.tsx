import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** a phone (spec §2 mobile): tables become a list of cards */
export const useIsPhone = (): boolean =>
  useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;

export interface RecordCard {
  key: string;
  fields: { label: string; value: ReactNode }[];
}

/** A table's rows on a phone: one card per row, each field as label and value. */
export function RecordCards({ label, cards }: { label: string; cards: RecordCard[] }) {
  return (
    <Stack gap="xs" role="list" aria-label={label}>
      {cards.map((card) => (
        <Paper key={card.key} withBorder radius="md" p="sm" role="listitem">
          <Stack gap={4}>
            {card.fields.map((field) => (
              <Group key={field.label} justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Text size="sm" c="dimmed">
                  {field.label}
                </Text>
                <Text size="sm" ta="right" component="div" style={{ overflowWrap: 'anywhere' }}>
                  {field.value}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
