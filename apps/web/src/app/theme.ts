import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
});
