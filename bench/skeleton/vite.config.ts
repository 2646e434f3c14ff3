import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../apps/web/build/precompress.ts';

// built into .tmp/bench-skeleton by the bench, precompressed like the portal
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  resolve: { dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'] },
  build: { emptyOutDir: true },
});
