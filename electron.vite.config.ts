import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

/** Builds the desktop app: main and preload for Electron, and the same React renderer as the web build. */
export default defineConfig({
  main: { build: { outDir: 'out/main', rollupOptions: { input: 'electron/main/index.ts' } } },
  preload: { build: { outDir: 'out/preload', rollupOptions: { input: 'electron/preload/index.ts' } } },
  renderer: {
    root: 'renderer',
    plugins: [react()],
    build: { outDir: 'out/renderer', rollupOptions: { input: 'renderer/index.html' } },
  },
});
