/**
 * Kindred's kindness heads: small classifiers over USE-Lite embeddings, stored as JSON in models/heads/.
 * Loading validates the file; scoring is a dot product (plus an optional hidden layer), pure and fast.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { requireReadyModel, type ResolveOptions } from './resolve.js';

export const HEAD_FORMAT = 'kindred-kindness-head/1';
export const HEAD_NAMES = ['insult', 'unhealthy', 'supportive', 'crisis'] as const;
export type HeadName = (typeof HEAD_NAMES)[number];

export interface HiddenLayer {
  /** One row of `inputs` weights per hidden unit (ReLU). */
  weights: number[][];
  bias: number[];
}

/** The JSON written by train-heads.ts. Fields beyond these (training data, figures) are documentation. */
export interface HeadFile {
  format: typeof HEAD_FORMAT;
  name: string;
  description: string;
  embedder: string;
  dimensions: number;
  labels: { positive: string; negative: string };
  standardisation: { mean: number[]; scale: number[] };
  hidden?: HiddenLayer;
  weights: number[];
  bias: number;
  /** Probability cut-offs, e.g. `block` and `review` for unkind heads, `supportive` for the kind one, `crisis` for the crisis head. */
  thresholds: Record<string, number>;
  [documentation: string]: unknown;
}

export interface KindnessHead {
  name: string;
  labels: { positive: string; negative: string };
  thresholds: Readonly<Record<string, number>>;
  dimensions: number;
  /** Probability that the text behind this embedding has the positive label. */
  score(embedding: ArrayLike<number>): number;
}

function isNumberArray(value: unknown, length?: number): value is number[] {
  return Array.isArray(value) && (length === undefined || value.length === length) && value.every((item) => typeof item === 'number' && Number.isFinite(item));
}

export function parseHeadFile(json: unknown): HeadFile {
  const head = json as Partial<HeadFile> | null;
  const problem = (what: string) => new Error(`Invalid kindness head${head?.name ? ` "${head.name}"` : ''}: ${what}`);
  if (!head || typeof head !== 'object' || head.format !== HEAD_FORMAT) throw problem(`format must be ${HEAD_FORMAT}`);
  const dimensions = head.dimensions;
  if (typeof dimensions !== 'number' || dimensions < 1) throw problem('dimensions');
  if (!isNumberArray(head.standardisation?.mean, dimensions) || !isNumberArray(head.standardisation?.scale, dimensions)) throw problem('standardisation');
  if (head.standardisation.scale.some((value) => value <= 0)) throw problem('standardisation scale must be positive');
  const layerInputs = head.hidden ? head.hidden.bias.length : dimensions;
  if (head.hidden) {
    if (!isNumberArray(head.hidden.bias) || !Array.isArray(head.hidden.weights) || head.hidden.weights.length !== head.hidden.bias.length) throw problem('hidden layer');
    if (!head.hidden.weights.every((row) => isNumberArray(row, dimensions))) throw problem('hidden layer weights');
  }
  if (!isNumberArray(head.weights, layerInputs) || typeof head.bias !== 'number') throw problem('weights');
  if (!head.thresholds || !Object.values(head.thresholds).every((value) => typeof value === 'number' && value >= 0 && value <= 1)) throw problem('thresholds');
  if (typeof head.labels?.positive !== 'string' || typeof head.labels.negative !== 'string') throw problem('labels');
  return head as HeadFile;
}

function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

/** Folds the standardisation into the first layer so scoring is one pass over the raw embedding. */
function foldStandardisation(weights: readonly number[], bias: number, mean: readonly number[], scale: readonly number[]): { weights: Float64Array; bias: number } {
  const folded = new Float64Array(weights.length);
  let foldedBias = bias;
  for (let j = 0; j < weights.length; j += 1) {
    folded[j] = weights[j]! / scale[j]!;
    foldedBias -= folded[j]! * mean[j]!;
  }
  return { weights: folded, bias: foldedBias };
}

function dot(weights: Float64Array, embedding: ArrayLike<number>, bias: number): number {
  let sum = bias;
  for (let j = 0; j < weights.length; j += 1) sum += weights[j]! * embedding[j]!;
  return sum;
}

export function createKindnessHead(file: HeadFile): KindnessHead {
  const { mean, scale } = file.standardisation;
  const checkLength = (embedding: ArrayLike<number>) => {
    if (embedding.length !== file.dimensions) throw new Error(`Head "${file.name}" expects ${file.dimensions}-d embeddings, got ${embedding.length}`);
  };
  const base = { name: file.name, labels: file.labels, thresholds: Object.freeze({ ...file.thresholds }), dimensions: file.dimensions };
  if (!file.hidden) {
    const layer = foldStandardisation(file.weights, file.bias, mean, scale);
    return {
      ...base,
      score(embedding) {
        checkLength(embedding);
        return sigmoid(dot(layer.weights, embedding, layer.bias));
      },
    };
  }
  const hiddenUnits = file.hidden.weights.map((row, unit) => foldStandardisation(row, file.hidden!.bias[unit]!, mean, scale));
  const output = Float64Array.from(file.weights);
  return {
    ...base,
    score(embedding) {
      checkLength(embedding);
      let z = file.bias;
      hiddenUnits.forEach((unit, index) => {
        z += output[index]! * Math.max(0, dot(unit.weights, embedding, unit.bias));
      });
      return sigmoid(z);
    },
  };
}

/** Loads a committed head after checking its sha256 against the manifest (entry `head-<name>`). */
export async function loadKindnessHead(name: HeadName, options: ResolveOptions = {}): Promise<KindnessHead> {
  const ready = await requireReadyModel(`head-${name}`, options);
  const json: unknown = JSON.parse(await readFile(path.join(ready.directory, `${name}.json`), 'utf8'));
  return createKindnessHead(parseHeadFile(json));
}

export type HeadVerdict = 'block' | 'review' | 'pass';

/** For the unkind heads: `block` at or above thresholds.block, `review` at or above thresholds.review. */
export function verdictFor(head: KindnessHead, score: number): HeadVerdict {
  if (head.thresholds.block !== undefined && score >= head.thresholds.block) return 'block';
  if (head.thresholds.review !== undefined && score >= head.thresholds.review) return 'review';
  return 'pass';
}
