import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsv, csvRecords } from './csv.js';
import { EmbeddingCache } from './embedding-cache.js';
import { choleskySolve, predictProbabilities, standardise, fitStandardisation, trainLogistic } from './logistic.js';
import { rocAuc, shareAtOrAbove, thresholdForShare } from './metrics.js';
import { parsePythonStringList } from './python-list.js';
import { SeededRandom } from './seeded-random.js';

describe('csv', () => {
  it('reads quoted fields with commas, doubled quotes and newlines', () => {
    const text = '\ufeffa,b\r\n"x, y","say ""hi""\nthere"\nplain,\n';
    expect(parseCsv(text)).toEqual([['a', 'b'], ['x, y', 'say "hi"\nthere'], ['plain', '']]);
    expect(csvRecords(text)[0]).toEqual({ a: 'x, y', b: 'say "hi"\nthere' });
  });
});

describe('python list literals', () => {
  it('reads both quote styles and escapes', () => {
    expect(parsePythonStringList(`['it\\'s fine', "say \\"no\\"", 'line\\nbreak', 'caf\\xe9']`)).toEqual(["it's fine", 'say "no"', 'line\nbreak', 'café']);
    expect(parsePythonStringList('[]')).toEqual([]);
    expect(() => parsePythonStringList("['unterminated")).toThrow();
  });
});

describe('metrics', () => {
  it('computes ROC AUC with ties', () => {
    expect(rocAuc([0.9, 0.8], [0.1, 0.2])).toBe(1);
    expect(rocAuc([0.5], [0.5])).toBe(0.5);
    expect(rocAuc([0.9, 0.4], [0.5, 0.1])).toBe(0.75);
  });

  it('picks the lowest threshold that flags at most the allowed share', () => {
    const benign = [0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08, 0.09, 0.95];
    const threshold = thresholdForShare(benign, 0.1);
    expect(shareAtOrAbove(benign, threshold)).toBeLessThanOrEqual(0.1);
    expect(threshold).toBeGreaterThan(0.09);
    expect(threshold).toBeLessThan(0.0901);
  });
});

describe('logistic regression', () => {
  it('solves a symmetric positive definite system', () => {
    const solution = choleskySolve(Float64Array.from([4, 2, 2, 3]), 2, Float64Array.from([2, 1]));
    expect(solution[0]).toBeCloseTo(0.5, 12);
    expect(solution[1]).toBeCloseTo(0, 12);
  });

  it('reaches the penalised optimum (zero gradient) and separates a seeded toy problem', () => {
    const random = new SeededRandom(7);
    const vectors: Float32Array[] = [];
    const labels: number[] = [];
    for (let i = 0; i < 400; i += 1) {
      const label = i % 2;
      labels.push(label);
      vectors.push(Float32Array.from({ length: 5 }, (_, j) => random.normal() + (j === 0 ? (label ? 1.5 : -1.5) : 0)));
    }
    const matrix = standardise(vectors, fitStandardisation(vectors));
    const weights = Float64Array.from(labels, (label) => (label ? 1.5 : 0.5));
    const l2 = 3;
    const model = trainLogistic(matrix, labels, { l2, sampleWeights: weights });
    const probabilities = predictProbabilities(matrix, model);
    for (let j = 0; j < 5; j += 1) {
      let gradient = l2 * model.weights[j]!;
      for (let i = 0; i < 400; i += 1) gradient += weights[i]! * (probabilities[i]! - labels[i]!) * matrix.values[i * 5 + j]!;
      expect(Math.abs(gradient)).toBeLessThan(1e-6);
    }
    const positives = Array.from(probabilities).filter((_, i) => labels[i] === 1);
    const negatives = Array.from(probabilities).filter((_, i) => labels[i] === 0);
    expect(rocAuc(positives, negatives)).toBeGreaterThan(0.9);
    expect(Math.abs(model.weights[0]!)).toBeGreaterThan(5 * Math.abs(model.weights[1]!));
  });

  it('is reproducible: the same seed gives the same shuffle', () => {
    expect(new SeededRandom(42).shuffled([1, 2, 3, 4, 5, 6])).toEqual(new SeededRandom(42).shuffled([1, 2, 3, 4, 5, 6]));
  });
});

describe('embedding cache', () => {
  it('embeds each distinct text once, survives a reopen, and ignores a torn last record', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'kindred-embeddings-'));
    const embedded: string[] = [];
    const fakeEmbedder = {
      modelId: 'fake',
      dimensions: 3,
      embed: async (texts: string[]) => {
        embedded.push(...texts);
        return texts.map((text) => Float32Array.from([text.length, 1, 2]));
      },
    };
    try {
      const first = await EmbeddingCache.open(directory, 'fake', 3);
      const vectors = await first.embedAll(['a', 'bb', 'a'], fakeEmbedder);
      expect(vectors.map((vector) => vector[0])).toEqual([1, 2, 1]);
      expect(embedded).toEqual(['a', 'bb']);

      await appendFile(path.join(directory, 'fake.bin'), Buffer.alloc(10));
      const reopened = await EmbeddingCache.open(directory, 'fake', 3);
      expect(reopened.size).toBe(2);
      await reopened.embedAll(['bb', 'ccc'], fakeEmbedder);
      expect(embedded).toEqual(['a', 'bb', 'ccc']);
      const third = await EmbeddingCache.open(directory, 'fake', 3);
      expect(third.size).toBe(3);
      expect(Array.from((await third.embedAll(['ccc'], fakeEmbedder))[0]!)).toEqual([3, 1, 2]);
      expect(embedded).toHaveLength(3);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
