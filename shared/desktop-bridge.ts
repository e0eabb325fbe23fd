/**
 * The desktop app's contract between the main process (electron/main), its preload bridge and the renderer.
 * Types and sentences only, so the web build pays nothing for it.
 */

/** The app's own origin: the bundled renderer is served on this privileged scheme. */
export const DESKTOP_SCHEME = 'app';
export const DESKTOP_ORIGIN = `${DESKTOP_SCHEME}://kindred`;

/** Opens the feed with the notifications shown: where the desktop app's system notification leads. */
export const OPEN_NOTIFICATIONS_PARAM = 'notifications';
export const OPEN_NOTIFICATIONS_PATH = `/?${OPEN_NOTIFICATIONS_PARAM}=open`;

export interface DesktopCommunity {
  id: string;
  /** What the member sees in the switcher: the server's host, or "This computer" for a hosted one. */
  name: string;
  /** The server's origin, e.g. https://support.example.org or http://127.0.0.1:43123. */
  url: string;
  kind: 'remote' | 'hosted';
}

export interface DesktopCommunityList {
  communities: DesktopCommunity[];
  activeId: string | null;
}

export type DesktopConnectResult = { ok: true; community: DesktopCommunity } | { ok: false; error: string };

/** What `window.kindredDesktop` offers the renderer (electron/preload); absent in a browser. */
export interface KindredDesktopBridge {
  platform: string;
  listCommunities(): Promise<DesktopCommunityList>;
  /** Checks the server's /api/health, remembers it and makes it the active community. */
  connect(url: string): Promise<DesktopConnectResult>;
  /** Starts (or reuses) the Kindred server on this computer and makes it the active community. */
  hostOnThisComputer(): Promise<DesktopConnectResult>;
  /** Makes another remembered community active; the window reloads on it. */
  switchTo(id: string): Promise<void>;
  remove(id: string): Promise<void>;
  /** The unread count drives the dock/taskbar badge and a system notification when it rises. */
  setUnreadCount(count: number): void;
}

/** What the Kindred server hosted by the app (server/main.ts in a utilityProcess) tells the app, and hears from it. */
export type EmbeddedServerMessage = { type: 'ready'; url: string };
export type EmbeddedServerCommand = { type: 'stop' };

/** What the app's `/api/*` answers (as `{ error }`) when the request never reached a community. */
export const DESKTOP_FORWARD_ERRORS = {
  unreachable: "We couldn't reach your community just now. Check your connection and try again.",
  notApi: 'That address is not part of Kindred.',
  noCommunity: 'Choose a community to connect to first.',
} as const;

export const DESKTOP_CONNECT_ERRORS = {
  invalidUrl: 'Please enter the full address of the community, starting with https://',
  unreachable: "We couldn't reach that address. Check it, and your connection, then try again.",
  notKindred: "That address answered, but it isn't a Kindred community.",
  certificate: "That community's security certificate couldn't be trusted, so we didn't connect.",
  hostFailed: "We couldn't start a community on this computer. Please try again.",
} as const;
