/**
 * The named channels between the preload bridge (electron/preload) and the main process
 * (electron/main/desktop-ipc.ts): one per method of `KindredDesktopBridge`, nothing else.
 */
export const IPC_CHANNELS = {
  listCommunities: 'kindred:communities:list',
  connect: 'kindred:communities:connect',
  hostOnThisComputer: 'kindred:communities:host',
  switchTo: 'kindred:communities:switch',
  remove: 'kindred:communities:remove',
  setUnreadCount: 'kindred:unread-count',
} as const;
