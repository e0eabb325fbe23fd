import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../test-support/eventually.js';
import { createModelPool, type ModelPool } from './model-pool.js';
import { ModelStatusBoard } from './model-status.js';
import { workerModuleUrl } from './worker-pool.js';

const silentLog = { warn: () => undefined, info: () => undefined } as never;

type Task = { kind: 'warm-up' } | { kind: 'read' };
type Result = { text: string; threadId: number };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-model-pool-'));
const file = path.join(dir, 'weights.txt');
const pools: ModelPool<Task, Result>[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.close();
});

function open(idleMs: number, status = new ModelStatusBoard()) {
  const pool = createModelPool<Task, Result>({
    statusName: 'test-model',
    poolName: 'test model',
    workerUrl: workerModuleUrl('test-support/file-model.worker', import.meta.url),
    workerData: { file },
    threads: 1,
    maxQueue: 4,
    status,
    log: silentLog,
    unavailableConsequence: 'tests wait',
    idleMs,
  });
  pools.push(pool);
  return { pool, status };
}

describe('a model pool after KINDRED_MODEL_IDLE_MS without work', () => {
  it('unloads (health says idle), and the next task loads the model again on a new thread', async () => {
    fs.writeFileSync(file, 'weights v1');
    const { pool, status } = open(300);
    const first = await pool.run({ kind: 'read' });
    expect(status.get('test-model')).toEqual({ state: 'ready' });
    await eventually(() => status.get('test-model')?.state === 'idle', 5000);
    expect(status.get('test-model')?.detail).toMatch(/unloaded after .* without work/);

    fs.writeFileSync(file, 'weights v2');
    const second = await pool.run({ kind: 'read' });
    expect(second.threadId).not.toBe(first.threadId);
    expect(second.text).toBe('weights v2');
    expect(status.get('test-model')).toEqual({ state: 'ready' });
  }, 60_000);

  it('fails the task, never answers, when the model is missing on reload', async () => {
    fs.writeFileSync(file, 'weights');
    const { pool, status } = open(300);
    await pool.run({ kind: 'read' });
    await eventually(() => status.get('test-model')?.state === 'idle', 5000);
    fs.rmSync(file);
    await expect(pool.run({ kind: 'read' })).rejects.toThrow(/ENOENT/);
    expect(status.get('test-model')?.state).toBe('failed');
  }, 60_000);

  it('stays loaded while tasks keep coming, and forever with 0', async () => {
    fs.writeFileSync(file, 'weights');
    // Tasks 300 ms apart over more than the idle time: only a countdown restarted by each task keeps it.
    const busy = open(2000);
    const kept = open(0);
    const threads = new Set<number>();
    const keptThreads = new Set<number>();
    for (let i = 0; i < 8; i += 1) {
      threads.add((await busy.pool.run({ kind: 'read' })).threadId);
      keptThreads.add((await kept.pool.run({ kind: 'read' })).threadId);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(threads.size).toBe(1);
    expect(keptThreads.size).toBe(1);
    expect(busy.status.get('test-model')?.state).toBe('ready');
    expect(kept.status.get('test-model')?.state).toBe('ready');
  }, 60_000);
});
