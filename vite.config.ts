import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The web build: the same React renderer the desktop app bundles, served by the community server.
 * Screens most visits never open are loaded on first use (renderer/routing/lazy-screens.tsx);
 * `npm run bench:web` prints the first script's size against its budget (≤ 150 kB gzipped).
 */
export default defineConfig({
  root: 'renderer',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Every browser the app supports knows <link rel="modulepreload">: no polyfill in the first script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first page imports statically goes in one chunk (rather than the entry plus
        // a few shared pieces): one request, and it compresses better than the pieces apart.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` } },
});
