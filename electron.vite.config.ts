import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

const rendererRoot = path.resolve(import.meta.dirname, 'renderer') + path.sep;

/** The main process and the preload must never bundle the renderer's code (React, screens, styles). */
function refuseRendererCode(bundle: string): Plugin {
  return {
    name: 'kindred:refuse-renderer-code',
    transform(_code, id) {
      if (path.resolve(id.split('?')[0]!).startsWith(rendererRoot)) this.error(`the ${bundle} bundle must not import renderer code: ${id}`);
      return null;
    },
  };
}

/**
 * electron-vite writes the renderer's asset paths relative ("./assets/…"); a reload on a nested route
 * (app://kindred/admin/users) would then ask for /admin/assets/…. A base element anchors them at the root.
 */
function rootRelativeAssets(): Plugin {
  return {
    name: 'kindred:root-relative-assets',
    transformIndexHtml: () => [{ tag: 'base', attrs: { href: '/' }, injectTo: 'head-prepend' }],
  };
}

/**
 * Builds the desktop app into out/: main (ESM, dependencies left to node_modules), the preload (CommonJS,
 * one file: a sandboxed preload cannot load ES modules nor other files), and the same React renderer as
 * the web build, served by the main process on app://kindred.
 */
export default defineConfig({
  main: {
    plugins: [refuseRendererCode('main process')],
    build: { outDir: 'out/main', rollupOptions: { input: { index: 'electron/main/index.ts' } } },
  },
  preload: {
    plugins: [refuseRendererCode('preload')],
    build: {
      outDir: 'out/preload',
      rollupOptions: { input: { index: 'electron/preload/index.ts' }, output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: 'renderer',
    plugins: [react(), rootRelativeAssets()],
    build: { outDir: 'out/renderer', modulePreload: { polyfill: false }, rollupOptions: { input: 'renderer/index.html' } },
  },
});
