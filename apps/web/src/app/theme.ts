import { createTheme, type BadgeProps, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  // plain objects, not `Badge.extend(…)`: importing a component to extend it would put it into the
  // shell's first load
  components: {
    // WCAG 1.4.3: Mantine's light badges (green, orange, grey, teal) fall below AA for their small
    // bold text; every light badge keeps its colour as a pale tint and a border, with body-coloured text
    Badge: {
      vars: (theme: MantineTheme, props: BadgeProps) => {
        if (props.variant !== 'light') return { root: {} };
        const color = props.color ?? theme.primaryColor;
        return {
          root: {
            '--badge-bg': `var(--mantine-color-${color}-1)`,
            '--badge-color': 'var(--mantine-color-black)',
            '--badge-bd': `1px solid var(--mantine-color-${color}-7)`,
          },
        };
      },
    },
  },
});

/** Secondary text dark enough for WCAG AA contrast (Mantine's default dimmed gray is 3.3:1). */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  // a FileInput's placeholder is text on the page, not an attribute: it needs AA contrast too
  light: { '--mantine-color-dimmed': t.colors.gray[7]!, '--mantine-color-placeholder': t.colors.gray[7]! },
  dark: {},
});
