import { contextBridge } from 'electron';

/** The renderer's only window into the desktop: a small, named bridge (it grows with the desktop issue). */
contextBridge.exposeInMainWorld('kindredDesktop', {
  platform: process.platform,
});
