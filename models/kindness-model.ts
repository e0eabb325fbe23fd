/**
 * Kindred's kindness classifier: gives every category of the check a probability, blending small networks
 * over USE-Lite embeddings (what a text means) with a softmax regression over its words (what it says:
 * slang, named means, obfuscation) — `models/heads/kindness.json`, written by `npm run models:train`.
 * A long message is also read passage by passage; each category keeps its strongest reading, so one
 * cruel or desperate passage inside a long kind text still counts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BLOCKED_CATEGORIES, CATEGORIES, type BlockedCategory, type Category } from './kindness-categories.js';
import { lexicalFeatures, predictSparseSoftmax, type SparseSoftmax } from './lexical-features.js';
import { dequantizeRows, type QuantizedRows } from './quantized-rows.js';
import { requireReadyModel, type ResolveOptions } from './resolve.js';

export const KINDNESS_MODEL_FORMAT = 'kindred-kindness-classifier/2';
export const KINDNESS_MODEL_ID = 'kindness-classifier';

export interface KindnessModelFile {
  format: typeof KINDNESS_MODEL_FORMAT;
  embedder: string;
  dimensions: number;
  classes: Category[];
  standardisation: { mean: number[]; scale: number[] };
  /** Networks trained alike from different seeds; their probabilities are averaged. */
  members: NetworkLayers[];
  /** Softmax regression over the text's hashed words and character trigrams (lexical-features.ts). */
  lexical: { buckets: number; weights: QuantizedRows; bias: number[] };
  /** The share of the embedding networks in the final probabilities; the lexical model has the rest. */
  embeddingShare: number;
  thresholds: KindnessThresholds;
  [documentation: string]: unknown;
}

/**
 * `crisis`: P(crisis) that holds a message; `unkind`: summed P of the blocked categories that rejects it;
 * `hate`: P(hate) alone that rejects it, lower than `unkind` because hate is a narrower reading the
 * encoder spreads over several blocked categories.
 */
export interface KindnessThresholds {
  crisis: number;
  unkind: number;
  hate: number;
}

export interface NetworkLayers {
  /** One row of input weights per hidden unit. */
  hidden: { weights: QuantizedRows; bias: number[] };
  output: { weights: number[][]; bias: number[] };
}

export interface SegmentScores {
  /** Probability per category; they sum to 1. */
  categories: Record<Category, number>;
  /** The summed probability of every blocked category. */
  unkind: number;
}

export interface MessageScores extends SegmentScores {
  /** The blocked category with the highest probability where `unkind` peaked: the reason shown. */
  strongestUnkind: BlockedCategory;
}

/** One stretch of text as the classifier reads it: its USE-Lite embedding and its normalized words. */
export interface Segment {
  embedding: ArrayLike<number>;
  words: string;
}

export interface KindnessModel {
  thresholds: Readonly<KindnessThresholds>;
  scoreSegment(segment: Segment): SegmentScores;
  /** The whole text first, then its passages when it is long (server/moderation/segments.ts). */
  scoreMessage(segments: readonly Segment[]): MessageScores;
}

const isNumbers = (value: unknown, length?: number): value is number[] =>
  Array.isArray(value) && (length === undefined || value.length === length) && value.every((item) => typeof item === 'number' && Number.isFinite(item));

function isQuantized(value: QuantizedRows | undefined, rows: number, columns: number): boolean {
  if (!value || value.rows !== rows || value.columns !== columns || !isNumbers(value.scales, rows) || typeof value.data !== 'string') return false;
  return Buffer.byteLength(value.data, 'base64') === rows * columns;
}

export function parseKindnessModelFile(json: unknown): KindnessModelFile {
  const file = json as Partial<KindnessModelFile> | null;
  const problem = (what: string) => new Error(`Invalid kindness classifier: ${what}`);
  if (!file || file.format !== KINDNESS_MODEL_FORMAT) throw problem(`format must be ${KINDNESS_MODEL_FORMAT}`);
  const { dimensions, classes, members, standardisation, thresholds } = file;
  if (typeof dimensions !== 'number' || dimensions < 1) throw problem('dimensions');
  if (!Array.isArray(classes) || classes.length !== CATEGORIES.length || !CATEGORIES.every((category) => classes.includes(category))) throw problem('classes');
  if (!isNumbers(standardisation?.mean, dimensions) || !isNumbers(standardisation?.scale, dimensions) || standardisation.scale.some((s) => s <= 0)) throw problem('standardisation');
  if (!Array.isArray(members) || members.length === 0) throw problem('members');
  for (const { hidden, output } of members) {
    if (!hidden || !isNumbers(hidden.bias) || !isQuantized(hidden.weights, hidden.bias.length, dimensions)) throw problem('hidden layer');
    if (!output || !isNumbers(output.bias, classes.length) || !Array.isArray(output.weights) || output.weights.length !== classes.length) throw problem('output layer');
    if (!output.weights.every((row) => isNumbers(row, hidden.bias.length))) throw problem('output layer weights');
  }
  const { lexical, embeddingShare } = file;
  if (!lexical || !Number.isInteger(lexical.buckets) || lexical.buckets < 1 || !isNumbers(lexical.bias, classes.length)) throw problem('lexical model');
  if (!isQuantized(lexical.weights, classes.length, lexical.buckets)) throw problem('lexical weights');
  if (typeof embeddingShare !== 'number' || embeddingShare < 0 || embeddingShare > 1) throw problem('embeddingShare');
  if (!thresholds || ![thresholds.crisis, thresholds.unkind, thresholds.hate].every((t) => typeof t === 'number' && t >= 0 && t <= 1)) throw problem('thresholds');
  return file as KindnessModelFile;
}

/** One network as a function from a raw embedding to class probabilities (standardisation folded in). */
function compileMember({ hidden, output }: NetworkLayers, mean: readonly number[], scale: readonly number[]): (embedding: ArrayLike<number>) => number[] {
  const stored = dequantizeRows(hidden.weights);
  const hiddenWeights = hidden.bias.map((_, unit) => Float64Array.from(stored.subarray(unit * mean.length, (unit + 1) * mean.length), (weight, j) => weight / scale[j]!));
  const hiddenBias = hidden.bias.map((bias, unit) => bias - hiddenWeights[unit]!.reduce((sum, weight, j) => sum + weight * mean[j]!, 0));
  const activations = new Float64Array(hiddenBias.length);
  return (embedding) => {
    hiddenWeights.forEach((weights, u) => {
      let sum = hiddenBias[u]!;
      for (let j = 0; j < weights.length; j += 1) sum += weights[j]! * embedding[j]!;
      activations[u] = sum > 0 ? sum : 0;
    });
    const logits = output.weights.map((row, c) => row.reduce((sum, weight, u) => sum + weight * activations[u]!, output.bias[c]!));
    const largest = Math.max(...logits);
    const exps = logits.map((z) => Math.exp(z - largest));
    const total = exps.reduce((sum, value) => sum + value, 0);
    return exps.map((value) => value / total);
  };
}

export function createKindnessModel(file: KindnessModelFile): KindnessModel {
  const members = file.members.map((member) => compileMember(member, file.standardisation.mean, file.standardisation.scale));
  const lexical: SparseSoftmax = { buckets: file.lexical.buckets, classes: file.classes.length, weights: dequantizeRows(file.lexical.weights), bias: Float32Array.from(file.lexical.bias) };
  const blockedIndexes = BLOCKED_CATEGORIES.map((category) => file.classes.indexOf(category));
  const share = file.embeddingShare;

  function scoreSegment({ embedding, words }: Segment): SegmentScores {
    if (embedding.length !== file.dimensions) throw new Error(`the kindness classifier expects ${file.dimensions}-d embeddings, got ${embedding.length}`);
    const averaged = Array.from(predictSparseSoftmax(lexical, lexicalFeatures(words, lexical.buckets)), (p) => p * (1 - share));
    for (const member of members) member(embedding).forEach((p, c) => (averaged[c]! += (p * share) / members.length));
    const categories = Object.fromEntries(file.classes.map((category, c) => [category, averaged[c]!])) as Record<Category, number>;
    const unkind = blockedIndexes.reduce((sum, c) => sum + averaged[c]!, 0);
    return { categories, unkind };
  }

  return {
    thresholds: Object.freeze({ ...file.thresholds }),
    scoreSegment,
    scoreMessage(parts) {
      if (parts.length === 0) throw new Error('nothing to score');
      const segments = parts.map(scoreSegment);
      const peak = segments.reduce((best, segment) => (segment.unkind > best.unkind ? segment : best));
      const categories = Object.fromEntries(CATEGORIES.map((category) => [category, Math.max(...segments.map((s) => s.categories[category]))])) as Record<Category, number>;
      const strongestUnkind = BLOCKED_CATEGORIES.reduce((best, category) => (peak.categories[category] > peak.categories[best] ? category : best));
      return { categories, unkind: peak.unkind, strongestUnkind };
    },
  };
}

/** Loads `models/heads/kindness.json` after checking its sha256 against the manifest. */
export async function loadKindnessModel(options: ResolveOptions = {}): Promise<KindnessModel> {
  const ready = await requireReadyModel(KINDNESS_MODEL_ID, options);
  const json: unknown = JSON.parse(await readFile(path.join(ready.directory, 'kindness.json'), 'utf8'));
  return createKindnessModel(parseKindnessModelFile(json));
}
