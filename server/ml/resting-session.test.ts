import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restAfter } from './resting-session.js';

describe('restAfter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function counted() {
    const calls: string[] = [];
    return { calls, release: async () => void calls.push('release'), reopen: async () => void calls.push('reopen') };
  }

  it('releases after the spell without work and opens again before the next task, once', async () => {
    const session = counted();
    const rest = restAfter(20_000, session);
    expect(await rest.beforeWork()).toBe(false);
    rest.afterWork();
    await vi.advanceTimersByTimeAsync(19_999);
    expect(session.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(session.calls).toEqual(['release']);
    expect(await rest.beforeWork()).toBe(true);
    expect(await rest.beforeWork()).toBe(false);
    expect(session.calls).toEqual(['release', 'reopen']);
  });

  it('keeps it open while tasks follow one another within the spell', async () => {
    const session = counted();
    const rest = restAfter(20_000, session);
    for (let i = 0; i < 5; i += 1) {
      await rest.beforeWork();
      rest.afterWork();
      await vi.advanceTimersByTimeAsync(15_000);
    }
    expect(session.calls).toEqual([]);
  });

  it('waits for a release under way before opening again', async () => {
    let finishRelease = () => undefined as void;
    const calls: string[] = [];
    const rest = restAfter(1000, {
      release: () => new Promise<void>((resolve) => (finishRelease = () => (calls.push('released'), resolve()))),
      reopen: async () => void calls.push('reopen'),
    });
    rest.afterWork();
    await vi.advanceTimersByTimeAsync(1000);
    const next = rest.beforeWork();
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toEqual([]);
    finishRelease();
    await next;
    expect(calls).toEqual(['released', 'reopen']);
  });

  it('opens again before the next task even when the release failed part way', async () => {
    const calls: string[] = [];
    const rest = restAfter(1000, {
      release: async () => {
        calls.push('encoder released');
        throw new Error('the decoder would not release');
      },
      reopen: async () => void calls.push('reopen'),
    });
    rest.afterWork();
    await vi.advanceTimersByTimeAsync(1000);
    await rest.beforeWork();
    expect(calls).toEqual(['encoder released', 'reopen']);
  });

  it('never releases with a spell of 0', async () => {
    const session = counted();
    const rest = restAfter(0, session);
    rest.afterWork();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(session.calls).toEqual([]);
  });
});
