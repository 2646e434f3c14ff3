import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  // @mantine/dates is hoisted next to a newer @mantine/core than the web app's own copy;
  // one copy of each keeps one MantineProvider context.
  resolve: { dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'] },
  server: {
    proxy: {
      '/api': server,
      '/accounts': server,
      '/auth': server,
      '/idp': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // the shell is one file on purpose (raw ~820 kB, 206 kB brotli); e2e/bundle-budget.test.ts is the
    // size check that matters, so Vite's 500 kB warning is not printed at every start
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        // fewer, larger chunks (decision 015): a first visit downloads the shell in one file, then
        // its screen and what three or more screens share, instead of dozens of small files (with
        // two, /numbers downloaded the date pickers and the eSIM screens' code that two others share)
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 3 },
            { name: 'screens-shared', minShareCount: 3, priority: 2 },
          ],
        },
      },
    },
  },
});
