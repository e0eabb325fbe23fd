import { describe, expect, it } from 'vitest';
import { createChildProcessPool } from './child-process-pool.js';
import { workerModuleUrl, PoolBusyError } from './worker-pool.js';

type Task = { crash: boolean; samples: Float32Array };
type Result = { pid: number; priority: number; sum: number; marker?: string };

const open = (maxQueue = 4, env?: Record<string, string>) =>
  createChildProcessPool<Task, Result>({ name: 'echo', moduleUrl: workerModuleUrl('test-support/echo.child', import.meta.url), maxQueue, data: {}, nice: 10, env });
const task = (crash = false): Task => ({ crash, samples: Float32Array.from([0.25, 0.5, 0.25]) });

describe('createChildProcessPool', () => {
  it('runs tasks in one lower-priority child process, and replaces it after a crash fails the running task', async () => {
    const pool = open();
    try {
      const first = await pool.run(task());
      expect(first).toEqual({ pid: expect.any(Number), priority: 10, sum: 1, marker: undefined });
      expect(first.pid).not.toBe(process.pid);
      expect((await pool.run(task())).pid).toBe(first.pid);
      await expect(pool.run(task(true))).rejects.toThrow(/echo process ended/);
      const after = await pool.run(task());
      expect(after.pid).not.toBe(first.pid);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it("starts the child with the environment it was given added to the server's", async () => {
    const plain = open();
    const marked = open(4, { KINDRED_ECHO_MARKER: 'set for this child' });
    try {
      expect((await plain.run(task())).marker).toBeUndefined();
      expect((await marked.run(task())).marker).toBe('set for this child');
    } finally {
      await Promise.all([plain.close(), marked.close()]);
    }
  }, 60_000);

  it('refuses past its queue, and what is still waiting when it closes', async () => {
    const pool = open(1);
    const running = pool.run(task());
    const waiting = pool.run(task());
    await expect(pool.run(task())).rejects.toBeInstanceOf(PoolBusyError);
    const closing = pool.close();
    await expect(waiting).rejects.toThrow(/closing/);
    await expect(running).resolves.toMatchObject({ sum: 1 });
    await closing;
  }, 60_000);
});
