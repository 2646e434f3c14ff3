import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
  build: { outDir: 'dist', emptyOutDir: true },
});
