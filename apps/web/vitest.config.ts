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
    // decision 025: expect.poll waits 20 s by default, as in the root config's other projects (its
    // own 1 s fails correct tests on the loaded CI machine); a test outlives its longest poll, so a
    // poll that fails reports what it waited for, not the test's timeout
    expect: { poll: { timeout: 20_000, interval: 100 } },
    testTimeout: 30_000,
    // @mantine/dates must use the same @mantine/core instance as the app (its MantineProvider)
    server: { deps: { inline: ['@mantine/dates'] } },
  },
});
