import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DESKTOP_CONNECT_ERRORS, type DesktopCommunity } from '../../shared/desktop-bridge.js';
import { IPC_CHANNELS } from '../ipc-channels.js';
import { startListeningCommunity, type ListeningCommunity } from '../test-support/listening-community.js';
import { openCommunityStore } from './community-store.js';
import { checkCommunity } from './connect-check.js';
import { createDesktopService, InvalidDesktopRequest, isAppSender, registerDesktopIpc, type IpcMainLike } from './desktop-ipc.js';

let community: ListeningCommunity;
let directory: string;
let events: { reloads: number; listChanges: number; removed: DesktopCommunity[]; unread: unknown[]; hostUrl: string | Error };

beforeAll(async () => {
  community = await startListeningCommunity();
}, 60_000);
afterAll(() => community?.close());
beforeEach(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-ipc-'));
  events = { reloads: 0, listChanges: 0, removed: [], unread: [], hostUrl: 'http://127.0.0.1:41999' };
  return () => fs.rmSync(directory, { recursive: true, force: true });
});

function service() {
  return createDesktopService({
    store: openCommunityStore(directory),
    check: (url) => checkCommunity(url, { timeoutMs: 3000 }),
    host: async () => {
      if (events.hostUrl instanceof Error) throw events.hostUrl;
      return events.hostUrl;
    },
    onActiveChanged: () => (events.reloads += 1),
    onRemoved: (removed) => void events.removed.push(removed),
    setUnreadCount: (count) => events.unread.push(count),
    onListChanged: () => (events.listChanges += 1),
  });
}

describe('the desktop service', () => {
  it('connects to a real community, remembers it and makes it active', async () => {
    const desktop = service();
    const result = await desktop.connect(community.url.replace('http://', ''));
    expect(result).toEqual({ ok: true, community: { id: expect.any(String), name: new URL(community.url).host, url: community.url, kind: 'remote' } });
    expect(desktop.listCommunities()).toEqual({ communities: [result.ok && result.community], activeId: result.ok && result.community.id });
    expect(openCommunityStore(directory).active()?.url).toBe(community.url);
  });

  it('says why it did not connect, and remembers nothing', async () => {
    const desktop = service();
    expect(await desktop.connect('http://kindred.example.org')).toEqual({ ok: false, error: DESKTOP_CONNECT_ERRORS.invalidUrl });
    expect(await desktop.connect(42)).toEqual({ ok: false, error: DESKTOP_CONNECT_ERRORS.invalidUrl });
    expect(await desktop.connect(`https://${'a'.repeat(3000)}.org`)).toEqual({ ok: false, error: DESKTOP_CONNECT_ERRORS.invalidUrl });
    expect(desktop.listCommunities().communities).toEqual([]);
  });

  it('hosts on this computer, and says so kindly when the server would not start', async () => {
    const desktop = service();
    expect(await desktop.hostOnThisComputer()).toMatchObject({ ok: true, community: { kind: 'hosted', name: 'This computer', url: 'http://127.0.0.1:41999' } });
    events.hostUrl = new Error('port in use');
    const other = service();
    expect(await other.hostOnThisComputer()).toEqual({ ok: false, error: DESKTOP_CONNECT_ERRORS.hostFailed });
  });

  it('switches and removes by id, reloading the window when the active community changes', async () => {
    const desktop = service();
    const remote = (await desktop.connect(community.url)) as { ok: true; community: DesktopCommunity };
    const hosted = (await desktop.hostOnThisComputer()) as { ok: true; community: DesktopCommunity };
    desktop.switchTo(remote.community.id);
    expect(events.reloads).toBe(1);
    desktop.switchTo(remote.community.id);
    expect(events.reloads).toBe(1);
    await desktop.remove(hosted.community.id);
    expect(events.removed).toEqual([hosted.community]);
    expect(events.reloads).toBe(1);
    await desktop.remove(remote.community.id);
    expect(events.reloads).toBe(2);
    // connect, host, one real switch, two removals: the menu is rebuilt each time.
    expect(events.listChanges).toBe(5);
    expect(desktop.listCommunities()).toEqual({ communities: [], activeId: null });
  });

  it('refuses ids that are not strings or not remembered', async () => {
    const desktop = service();
    for (const id of [undefined, 7, { id: 'x' }, '', 'x'.repeat(65), 'unknown']) {
      expect(() => desktop.switchTo(id), String(id)).toThrow(InvalidDesktopRequest);
      await expect(desktop.remove(id)).rejects.toThrow(InvalidDesktopRequest);
    }
  });
});

describe('registerDesktopIpc', () => {
  function fakeIpcMain() {
    const handlers = new Map<string, (event: { senderFrame?: { url: string } | null }, ...args: unknown[]) => unknown>();
    const ipcMain: IpcMainLike = { handle: (channel, listener) => handlers.set(channel, listener), on: (channel, listener) => handlers.set(channel, listener) };
    return { ipcMain, handlers };
  }
  const fromApp = { senderFrame: { url: 'app://kindred/feed' } };

  it('answers each bridge channel for the app, and nobody else', async () => {
    const { ipcMain, handlers } = fakeIpcMain();
    registerDesktopIpc(ipcMain, service());
    expect([...handlers.keys()].sort()).toEqual(Object.values(IPC_CHANNELS).sort());
    expect(await handlers.get(IPC_CHANNELS.listCommunities)!(fromApp)).toEqual({ communities: [], activeId: null });
    const connected = (await handlers.get(IPC_CHANNELS.connect)!(fromApp, community.url)) as { ok: boolean };
    expect(connected.ok).toBe(true);
    handlers.get(IPC_CHANNELS.setUnreadCount)!(fromApp, 3);
    expect(events.unread).toEqual([3]);

    for (const stranger of [{ senderFrame: { url: 'https://evil.example.org/' } }, { senderFrame: null }, {}]) {
      expect(() => handlers.get(IPC_CHANNELS.listCommunities)!(stranger)).toThrow(InvalidDesktopRequest);
      expect(() => handlers.get(IPC_CHANNELS.connect)!(stranger, 'https://evil.example.org')).toThrow(InvalidDesktopRequest);
      handlers.get(IPC_CHANNELS.setUnreadCount)!(stranger, 99);
    }
    expect(events.unread).toEqual([3]);
  });

  it('knows an app page from any other', () => {
    expect(isAppSender(fromApp)).toBe(true);
    expect(isAppSender({ senderFrame: { url: 'app://kindred.evil/' } })).toBe(false);
    expect(isAppSender({ senderFrame: { url: 'file:///index.html' } })).toBe(false);
  });
});
