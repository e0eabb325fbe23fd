import { describe, expect, it } from 'vitest';
import { createWorkerPool, workerModuleUrl } from './worker-pool.js';

describe('createWorkerPool', () => {
  it('replaces a worker that dies: its task fails, and the next task runs on a new thread', async () => {
    const pool = createWorkerPool<{ crash: boolean; value: number }, number>({
      name: 'crash test',
      workerUrl: workerModuleUrl('test-support/crashing.worker', import.meta.url),
      threads: 1,
      maxQueue: 4,
    });
    try {
      expect(await pool.run({ crash: false, value: 2 })).toBe(4);
      await expect(pool.run({ crash: true, value: 0 })).rejects.toThrow();
      expect(await pool.run({ crash: false, value: 21 })).toBe(42);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
