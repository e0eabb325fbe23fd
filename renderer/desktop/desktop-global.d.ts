import type { KindredDesktopBridge } from '../../shared/desktop-bridge.js';

declare global {
  interface Window {
    /** The desktop app's preload bridge (electron/preload); absent in a browser. */
    kindredDesktop?: KindredDesktopBridge;
  }
}

export {};
