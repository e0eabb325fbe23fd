import path from 'node:path';
import { app, BrowserWindow, shell } from 'electron';
import { isSafeExternalUrl } from './external-links.js';

/**
 * The desktop shell stays thin: one window on the same React renderer the web build uses.
 * Hosting a community in a utilityProcess and forwarding /api/* to a chosen server come with the desktop issue.
 */
function createWindow(): void {
  const window = new BrowserWindow({
    width: 480,
    height: 860,
    minWidth: 360,
    title: 'Kindred',
    webPreferences: {
      preload: path.join(import.meta.dirname, '../preload/index.mjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    },
  });
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  const devServer = process.env.ELECTRON_RENDERER_URL;
  if (devServer) void window.loadURL(devServer);
  else void window.loadFile(path.join(import.meta.dirname, '../renderer/index.html'));
}

void app.whenReady().then(() => {
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
