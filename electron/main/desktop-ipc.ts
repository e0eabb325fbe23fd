/**
 * What the renderer may ask of the main process, behind the preload bridge: the community list and the
 * unread count. Every argument is checked here (the renderer is not trusted to send the right types),
 * and only the app's own pages are answered.
 *
 * Exports:
 * - `createDesktopService(deps)` → `DesktopService`: `listCommunities()`, `connect(url)` (checks the
 *   server, remembers it, makes it active), `hostOnThisComputer()` (starts or reuses the embedded server),
 *   `switchTo(id)`, `remove(id)`, `setUnreadCount(count)`. A bad argument throws `InvalidDesktopRequest`.
 * - `registerDesktopIpc(ipcMain, service)`: one `handle` per invoke channel and `on` for the unread count
 *   (electron/ipc-channels.ts), refusing senders that are not app://kindred pages.
 * - `isAppSender(event)`.
 */
import { DESKTOP_CONNECT_ERRORS, DESKTOP_ORIGIN, type DesktopCommunity, type DesktopCommunityList, type DesktopConnectResult } from '../../shared/desktop-bridge.js';
import { IPC_CHANNELS } from '../ipc-channels.js';
import type { CommunityStore } from './community-store.js';
import type { ConnectCheckResult } from './connect-check.js';

const MAX_URL_LENGTH = 2048;
const MAX_ID_LENGTH = 64;

export class InvalidDesktopRequest extends Error {}

export interface DesktopServiceDeps {
  store: CommunityStore;
  check(url: string): Promise<ConnectCheckResult>;
  /** Starts the embedded server (or returns the running one's) and resolves with its URL. */
  host(): Promise<string>;
  /** The active community changed under the window: reload it. */
  onActiveChanged(): void;
  /** A community was forgotten: clear its partition (its cookies), stop it if hosted. */
  onRemoved(community: DesktopCommunity): Promise<void> | void;
  setUnreadCount(count: unknown): void;
  /** The list or the active community changed (the application menu shows them). */
  onListChanged?(): void;
}

export interface DesktopService {
  listCommunities(): DesktopCommunityList;
  connect(url: unknown): Promise<DesktopConnectResult>;
  hostOnThisComputer(): Promise<DesktopConnectResult>;
  switchTo(id: unknown): void;
  remove(id: unknown): Promise<void>;
  setUnreadCount(count: unknown): void;
}

function text(value: unknown, maxLength: number, what: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLength) throw new InvalidDesktopRequest(`${what} must be a string of 1 to ${maxLength} characters`);
  return value;
}

export function createDesktopService(deps: DesktopServiceDeps): DesktopService {
  const knownId = (id: unknown) => {
    const value = text(id, MAX_ID_LENGTH, 'a community id');
    if (!deps.store.get(value)) throw new InvalidDesktopRequest('no remembered community has that id');
    return value;
  };
  return {
    listCommunities: () => deps.store.list(),
    async connect(url) {
      if (typeof url !== 'string' || url.length > MAX_URL_LENGTH) return { ok: false, error: DESKTOP_CONNECT_ERRORS.invalidUrl };
      const checked = await deps.check(url);
      if (!checked.ok) return checked;
      const community = deps.store.add({ url: checked.url, kind: 'remote' });
      deps.onListChanged?.();
      return { ok: true, community };
    },
    async hostOnThisComputer() {
      let url: string;
      try {
        url = await deps.host();
      } catch {
        return { ok: false, error: DESKTOP_CONNECT_ERRORS.hostFailed };
      }
      const community = deps.store.add({ url, kind: 'hosted' });
      deps.onListChanged?.();
      return { ok: true, community };
    },
    switchTo(id) {
      const wanted = knownId(id);
      if (deps.store.active()?.id === wanted) return;
      deps.store.switchTo(wanted);
      deps.onListChanged?.();
      deps.onActiveChanged();
    },
    async remove(id) {
      const community = deps.store.get(knownId(id))!;
      const wasActive = deps.store.active()?.id === community.id;
      deps.store.remove(community.id);
      await deps.onRemoved(community);
      deps.onListChanged?.();
      if (wasActive) deps.onActiveChanged();
    },
    setUnreadCount: (count) => deps.setUnreadCount(count),
  };
}

interface SenderEvent {
  senderFrame?: { url: string } | null;
}

/** Only the app's own pages talk to the main process (a frame of another origin never gets an answer). */
export function isAppSender(event: SenderEvent): boolean {
  const url = event.senderFrame?.url;
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}` === DESKTOP_ORIGIN;
  } catch {
    return false;
  }
}

/** The part of Electron's ipcMain the registration uses. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: SenderEvent, ...args: unknown[]) => unknown): void;
  on(channel: string, listener: (event: SenderEvent, ...args: unknown[]) => void): unknown;
}

export function registerDesktopIpc(ipcMain: IpcMainLike, service: DesktopService): void {
  const answer =
    <T>(run: (arg: unknown) => T) =>
    (event: SenderEvent, arg?: unknown): T => {
      if (!isAppSender(event)) throw new InvalidDesktopRequest('only the app itself may ask this');
      return run(arg);
    };
  ipcMain.handle(IPC_CHANNELS.listCommunities, answer(() => service.listCommunities()));
  ipcMain.handle(IPC_CHANNELS.connect, answer((url) => service.connect(url)));
  ipcMain.handle(IPC_CHANNELS.hostOnThisComputer, answer(() => service.hostOnThisComputer()));
  ipcMain.handle(IPC_CHANNELS.switchTo, answer((id) => service.switchTo(id)));
  ipcMain.handle(IPC_CHANNELS.remove, answer((id) => service.remove(id)));
  ipcMain.on(IPC_CHANNELS.setUnreadCount, (event, count) => {
    if (isAppSender(event)) service.setUnreadCount(count);
  });
}
