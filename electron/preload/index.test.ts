import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { KindredDesktopBridge } from '../../shared/desktop-bridge.js';
import { IPC_CHANNELS } from '../ipc-channels.js';

// Electron's preload modules, recorded: what the page is given, and what goes over which channel.
const exposed = new Map<string, unknown>();
const invoked: unknown[][] = [];
const sent: unknown[][] = [];
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
  ipcRenderer: {
    invoke: async (...args: unknown[]) => {
      invoked.push(args);
      return { answeredOn: args[0] };
    },
    send: (...args: unknown[]) => sent.push(args),
  },
}));

let bridge: KindredDesktopBridge;
beforeAll(async () => {
  await import('./index.js');
  bridge = exposed.get('kindredDesktop') as KindredDesktopBridge;
});

describe('the preload bridge', () => {
  it('exposes exactly the KindredDesktopBridge, and nothing else', () => {
    expect([...exposed.keys()]).toEqual(['kindredDesktop']);
    expect(Object.keys(bridge).sort()).toEqual(['connect', 'hostOnThisComputer', 'listCommunities', 'platform', 'remove', 'setUnreadCount', 'switchTo']);
    expect(bridge.platform).toBe(process.platform);
    expect(Object.values(bridge).some((value) => value && typeof value === 'object')).toBe(false);
  });

  it('sends each call over its own named channel, with plain values only', async () => {
    expect(await bridge.listCommunities()).toEqual({ answeredOn: IPC_CHANNELS.listCommunities });
    await bridge.connect('https://support.example.org');
    await bridge.hostOnThisComputer();
    expect(await bridge.switchTo('a1')).toBeUndefined();
    expect(await bridge.remove({ toString: () => 'b2' } as unknown as string)).toBeUndefined();
    bridge.setUnreadCount('4' as unknown as number);
    expect(invoked).toEqual([
      [IPC_CHANNELS.listCommunities],
      [IPC_CHANNELS.connect, 'https://support.example.org'],
      [IPC_CHANNELS.hostOnThisComputer],
      [IPC_CHANNELS.switchTo, 'a1'],
      [IPC_CHANNELS.remove, 'b2'],
    ]);
    expect(sent).toEqual([[IPC_CHANNELS.setUnreadCount, 4]]);
  });
});
