/**
 * The renderer's only window into the desktop: exactly `KindredDesktopBridge` (shared/desktop-bridge.ts) as
 * `window.kindredDesktop`, each method one named channel (electron/ipc-channels.ts). No ipcRenderer, no
 * Node, no event emitters cross into the page; the main process checks every argument again.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { DesktopCommunityList, DesktopConnectResult, KindredDesktopBridge } from '../../shared/desktop-bridge.js';
import { IPC_CHANNELS } from '../ipc-channels.js';

const bridge: KindredDesktopBridge = {
  platform: process.platform,
  listCommunities: (): Promise<DesktopCommunityList> => ipcRenderer.invoke(IPC_CHANNELS.listCommunities),
  connect: (url): Promise<DesktopConnectResult> => ipcRenderer.invoke(IPC_CHANNELS.connect, String(url)),
  hostOnThisComputer: (): Promise<DesktopConnectResult> => ipcRenderer.invoke(IPC_CHANNELS.hostOnThisComputer),
  switchTo: async (id) => {
    await ipcRenderer.invoke(IPC_CHANNELS.switchTo, String(id));
  },
  remove: async (id) => {
    await ipcRenderer.invoke(IPC_CHANNELS.remove, String(id));
  },
  setUnreadCount: (count) => ipcRenderer.send(IPC_CHANNELS.setUnreadCount, Number(count)),
};

contextBridge.exposeInMainWorld('kindredDesktop', bridge);
