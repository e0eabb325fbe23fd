/**
 * The window stays on the app's own scheme. Anything else a page tries to open or navigate to is either
 * handed to the OS (https:, mailto:, tel:) or dropped; new windows are never created.
 *
 * Exports:
 * - `decideNavigation(url)`: 'stay' (app://kindred), 'open-externally' or 'block'.
 * - `installNavigationPolicy(contents, openExternal)`: applies it to a webContents' navigations (main frame,
 *   frames, redirects), its `window.open`/target=_blank, and refuses <webview>.
 * - `NavigableContents`: the part of Electron's WebContents it uses.
 */
import { DESKTOP_ORIGIN } from '../../shared/desktop-bridge.js';
import { isSafeExternalUrl } from './external-links.js';

export type NavigationDecision = 'stay' | 'open-externally' | 'block';

interface PreventableEvent {
  preventDefault(): void;
  url?: string;
}

export interface NavigableContents {
  on(event: 'will-navigate' | 'will-frame-navigate' | 'will-redirect' | 'will-attach-webview', listener: (event: PreventableEvent, url?: string) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

export function decideNavigation(url: string): NavigationDecision {
  try {
    const parsed = new URL(url);
    if (`${parsed.protocol}//${parsed.host}` === DESKTOP_ORIGIN && !parsed.username && !parsed.password) return 'stay';
  } catch {
    return 'block';
  }
  return isSafeExternalUrl(url) ? 'open-externally' : 'block';
}

export function installNavigationPolicy(contents: NavigableContents, openExternal: (url: string) => unknown): void {
  const guard = (event: PreventableEvent, legacyUrl?: string) => {
    const url = event.url ?? legacyUrl ?? '';
    const decision = decideNavigation(url);
    if (decision === 'stay') return;
    event.preventDefault();
    if (decision === 'open-externally') void openExternal(url);
  };
  contents.on('will-navigate', guard);
  contents.on('will-frame-navigate', guard);
  contents.on('will-redirect', guard);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  // One window only: a target=_blank link to the app itself is dropped, an external one goes to the OS.
  contents.setWindowOpenHandler(({ url }) => {
    if (decideNavigation(url) === 'open-externally') void openExternal(url);
    return { action: 'deny' };
  });
}
