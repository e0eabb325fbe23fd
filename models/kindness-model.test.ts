import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifierSegments } from '../server/moderation/segments.js';
import { CATEGORIES } from './kindness-categories.js';
import { createKindnessModel, KINDNESS_MODEL_FORMAT, loadKindnessModel, parseKindnessModelFile, type KindnessModelFile } from './kindness-model.js';
import { quantizeRows } from './quantized-rows.js';
import { loadUseLite } from './use-lite.js';

/** Two inputs, one hidden unit per input, and a class that follows each unit. */
function tinyFile(): KindnessModelFile {
  const classes = [...CATEGORIES];
  return {
    format: KINDNESS_MODEL_FORMAT,
    embedder: 'test',
    dimensions: 2,
    classes,
    standardisation: { mean: [0, 0], scale: [1, 1] },
    members: [
      {
        hidden: { weights: quantizeRows([1, 0, 0, 1], 2, 2), bias: [0, 0] },
        output: { weights: classes.map((c) => (c === 'supportive' ? [4, 0] : c === 'sarcastic' ? [0, 4] : [0, 0])), bias: classes.map(() => 0) },
      },
    ],
    // A lexical model that knows nothing: uniform, so the networks decide the order of classes.
    lexical: { buckets: 4, weights: quantizeRows(new Array<number>(classes.length * 4).fill(0), classes.length, 4), bias: classes.map(() => 0) },
    embeddingShare: 0.5,
    thresholds: { crisis: 0.3, unkind: 0.5, hate: 0.4 },
  };
}

const at = (embedding: number[]) => ({ embedding, words: 'any words' });

describe('the kindness classifier file', () => {
  it('refuses a file that is not one, or whose layers do not fit', () => {
    expect(() => parseKindnessModelFile({ ...tinyFile(), format: 'x' })).toThrow(/format/);
    expect(() => parseKindnessModelFile({ ...tinyFile(), classes: ['sharing'] })).toThrow(/classes/);
    expect(() => parseKindnessModelFile({ ...tinyFile(), members: [{ ...tinyFile().members[0]!, hidden: { weights: quantizeRows([1, 0, 0], 1, 3), bias: [0] } }] })).toThrow(/hidden/);
    expect(() => parseKindnessModelFile({ ...tinyFile(), members: [] })).toThrow(/members/);
    expect(() => parseKindnessModelFile({ ...tinyFile(), lexical: { ...tinyFile().lexical, weights: { ...tinyFile().lexical.weights, data: 'AAAA' } } })).toThrow(/lexical weights/);
    expect(() => parseKindnessModelFile({ ...tinyFile(), embeddingShare: 1.5 })).toThrow(/embeddingShare/);
    expect(() => parseKindnessModelFile({ ...tinyFile(), thresholds: { crisis: 2, unkind: 0.5, hate: 0.4 } })).toThrow(/thresholds/);
    expect(() => parseKindnessModelFile({ ...tinyFile(), thresholds: { crisis: 0.3, unkind: 0.5 } })).toThrow(/thresholds/);
  });

  it('averages the members of an ensemble', () => {
    const single = createKindnessModel(tinyFile());
    const doubled = createKindnessModel({ ...tinyFile(), members: [tinyFile().members[0]!, tinyFile().members[0]!] });
    expect(doubled.scoreSegment(at([1, 2])).categories.sarcastic).toBeCloseTo(single.scoreSegment(at([1, 2])).categories.sarcastic, 12);
  });

  it('gives probabilities that sum to 1, and keeps the worst sentence of a message', () => {
    const model = createKindnessModel(parseKindnessModelFile(tinyFile()));
    const kind = model.scoreSegment(at([2, 0]));
    expect(Object.values(kind.categories).reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 10);
    expect(kind.categories.supportive).toBeGreaterThan(0.25);
    const message = model.scoreMessage([at([2, 0]), at([2, 0]), at([0, 2])]);
    expect(message.strongestUnkind).toBe('sarcastic');
    expect(message.unkind).toBeCloseTo(model.scoreSegment(at([0, 2])).unkind, 10);
    expect(message.categories.supportive).toBeCloseTo(kind.categories.supportive, 10);
  });
});

describe('the shipped classifier on real USE-Lite embeddings', () => {
  let modelsDir: string;
  beforeAll(async () => {
    modelsDir = await mkdtemp(path.join(tmpdir(), 'kindred-classifier-'));
  });
  afterAll(async () => rm(modelsDir, { recursive: true, force: true }));

  it('loads verified from models/heads and tells kind, cruel and desperate apart', async () => {
    const [model, embedder] = await Promise.all([loadKindnessModel({ modelsDir }), loadUseLite({ modelsDir })]);
    const read = async (text: string) => {
      const segments = classifierSegments(text);
      const embeddings = await embedder.embed(segments);
      return model.scoreMessage(segments.map((words, index) => ({ words, embedding: embeddings[index]! })));
    };
    const kind = await read("that sounds so hard. i'm really glad you told us, and i'm here if you want to talk more");
    const cruel = await read('ur a pathetic loser and nobody wants to read ur garbage');
    const desperate = await read("i can't do this anymore. i've got the pills counted out and i'm going to take them tonight");
    expect(kind.unkind).toBeLessThan(model.thresholds.unkind);
    expect(kind.categories.crisis).toBeLessThan(model.thresholds.crisis);
    expect(cruel.unkind).toBeGreaterThanOrEqual(model.thresholds.unkind);
    expect(cruel.strongestUnkind).toBe('harsh');
    expect(desperate.categories.crisis).toBeGreaterThanOrEqual(model.thresholds.crisis);
  });
});
