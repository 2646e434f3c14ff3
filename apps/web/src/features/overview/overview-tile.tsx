import type { ReactNode } from 'react';
import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A tile of the overview: a heading and its figures; `to` opens the list it counts. */
export function OverviewTile({ title, to, children }: { title: string; to?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} fz="md">
          {to ? (
            <Anchor component={Link} to={to} inherit>
              {title}
            </Anchor>
          ) : (
            title
          )}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A line of a tile: a label and its figure, the label a link to the list when it has one. */
export function TileLine({ label, value, to }: { label: string; value: ReactNode; to?: string | null }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
      {to ? (
        <Anchor component={Link} to={to} size="sm">
          {label}
        </Anchor>
      ) : (
        <span style={{ fontSize: 'var(--mantine-font-size-sm)' }}>{label}</span>
      )}
      <strong style={{ whiteSpace: 'nowrap', fontSize: 'var(--mantine-font-size-sm)' }}>{value}</strong>
    </div>
  );
}
