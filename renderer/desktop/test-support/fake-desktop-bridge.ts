import { vi } from 'vitest';
import type { DesktopCommunity, DesktopCommunityList, DesktopConnectResult, KindredDesktopBridge } from '../../../shared/desktop-bridge.js';

export const remoteCommunity = (overrides: Partial<DesktopCommunity> = {}): DesktopCommunity => ({
  id: 'remote-1',
  name: 'support.example.org',
  url: 'https://support.example.org',
  kind: 'remote',
  ...overrides,
});

export const hostedCommunity = (overrides: Partial<DesktopCommunity> = {}): DesktopCommunity => ({
  id: 'hosted-1',
  name: 'This computer',
  url: 'http://127.0.0.1:43123',
  kind: 'hosted',
  ...overrides,
});

/**
 * The main process as the renderer sees it, in memory: a list of communities and the active one.
 * Connecting and hosting answer what the test says (`answerConnect`, `answerHost`); by default they fail.
 */
export function fakeDesktopBridge(initial: Partial<DesktopCommunityList> = {}) {
  const state: DesktopCommunityList = { communities: [], activeId: null, ...initial };
  const join = (community: DesktopCommunity): DesktopConnectResult => {
    state.communities = [...state.communities.filter((known) => known.id !== community.id), community];
    state.activeId = community.id;
    return { ok: true, community };
  };
  let answerConnect: (url: string) => Promise<DesktopConnectResult> = async () => ({ ok: false, error: 'not set up' });
  let answerHost: () => Promise<DesktopConnectResult> = async () => ({ ok: false, error: 'not set up' });

  const bridge = {
    platform: 'linux',
    listCommunities: vi.fn(async () => structuredClone(state)),
    connect: vi.fn((url: string) => answerConnect(url)),
    hostOnThisComputer: vi.fn(() => answerHost()),
    switchTo: vi.fn(async (id: string) => {
      state.activeId = id;
    }),
    remove: vi.fn(async (id: string) => {
      state.communities = state.communities.filter((community) => community.id !== id);
      // As the main process does: the next remembered community becomes the active one.
      if (state.activeId === id) state.activeId = state.communities[0]?.id ?? null;
    }),
    setUnreadCount: vi.fn<(count: number) => void>(),
  } satisfies KindredDesktopBridge;

  return {
    bridge,
    state,
    /** What connect answers; `joins(community)` makes it succeed as the main process would. */
    answerConnect(answer: (url: string) => Promise<DesktopConnectResult>) {
      answerConnect = answer;
    },
    answerHost(answer: () => Promise<DesktopConnectResult>) {
      answerHost = answer;
    },
    joins: (community: DesktopCommunity) => async () => join(community),
  };
}

/** A promise the test settles when it wants, to see a busy state. */
export function deferred<T>() {
  let settle: (value: T) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const promise = new Promise<T>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { promise, settle, fail };
}
