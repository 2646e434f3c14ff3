import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { I18N_ALIASES } from './vite.config.ts';

export default defineProject({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'], alias: I18N_ALIASES },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
    // @mantine/dates must use the same @mantine/core instance as the app (its MantineProvider)
    server: { deps: { inline: ['@mantine/dates'] } },
  },
});
