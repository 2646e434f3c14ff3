import type { CSSProperties } from 'react';

/**
 * Mantine's light and filled badges (green, orange, grey) fall below AA contrast for their small
 * bold text: keep the colour as a pale tint and a border, and write the text in the body colour.
 */
export const badgeStyle = (color: string): CSSProperties =>
  ({
    '--badge-bg': `var(--mantine-color-${color}-1)`,
    '--badge-color': 'var(--mantine-color-black)',
    '--badge-bd': `1px solid var(--mantine-color-${color}-7)`,
  }) as CSSProperties;
