import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The web build: the same React renderer the desktop app bundles, served by the community server. */
export default defineConfig({
  root: 'renderer',
  plugins: [react()],
  build: { outDir: '../dist/web', emptyOutDir: true },
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` } },
});
