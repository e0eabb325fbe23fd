/*
 * The harness's stand-in for the desktop app's preload bridge (test support, never shipped): the page's
 * `window.kindredDesktop` (KindredDesktopBridge, shared/desktop-bridge.ts), each call sent to the harness,
 * where the main process's own modules answer (e2e/support/desktop-harness.ts serves this file as is).
 * When the app's main process would load the window elsewhere (another community became active), the
 * harness says where, and the page goes there.
 */
(() => {
  const call = async (name, body = {}) => {
    const response = await fetch(`/__desktop/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`the desktop harness answered ${response.status} to ${name}`);
    const { result, loadWindowAt } = await response.json();
    if (loadWindowAt) globalThis.location.assign(loadWindowAt);
    return result;
  };
  const bridge = {
    platform: 'harness',
    listCommunities: () => call('communities'),
    connect: (url) => call('connect', { url }),
    hostOnThisComputer: () => call('host'),
    switchTo: async (id) => {
      await call('switch', { id });
    },
    remove: async (id) => {
      await call('remove', { id });
    },
    setUnreadCount: (count) => {
      void call('unread', { count });
    },
  };
  Object.defineProperty(globalThis, 'kindredDesktop', { value: Object.freeze(bridge) });
})();
