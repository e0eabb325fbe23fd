/**
 * The words a text uses, as a sparse vector: word unigrams and bigrams plus the character trigrams of
 * each word, hashed into a fixed number of buckets and scaled to unit length. A sentence encoder blurs
 * exactly what this keeps: slang ("ctb", "unalive"), a named means, a leetspeak remnant, a typo.
 */
export const LEXICAL_BUCKETS = 1 << 15;

export interface SparseVector {
  indexes: Uint32Array;
  values: Float32Array;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** `words` is the rules' normalized form (lower case, obfuscation undone). */
export function lexicalFeatures(words: string, buckets = LEXICAL_BUCKETS): SparseVector {
  const tokens = words.match(/[\p{L}\p{N}']+|[^\s\p{L}\p{N}]/gu) ?? [];
  const counts = new Map<number, number>();
  const add = (feature: string) => {
    const bucket = fnv1a(feature) % buckets;
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  };
  tokens.forEach((token, index) => {
    add(`w:${token}`);
    if (index > 0) add(`b:${tokens[index - 1]} ${token}`);
    const padded = `<${token}>`;
    for (let start = 0; start + 3 <= padded.length; start += 1) add(`c:${padded.slice(start, start + 3)}`);
  });
  const indexes = Uint32Array.from([...counts.keys()].sort((a, b) => a - b));
  const raw = Float32Array.from(indexes, (bucket) => Math.sqrt(counts.get(bucket)!));
  const norm = Math.hypot(...raw) || 1;
  return { indexes, values: raw.map((value) => value / norm) };
}

/** Softmax regression over these vectors (trained by training/sparse-softmax.ts). */
export interface SparseSoftmax {
  buckets: number;
  classes: number;
  /** classes × buckets, class after class. */
  weights: Float32Array;
  bias: Float32Array;
}

export function predictSparseSoftmax(model: SparseSoftmax, vector: SparseVector): Float64Array {
  const logits = Float64Array.from(model.bias);
  for (let c = 0; c < model.classes; c += 1) {
    const offset = c * model.buckets;
    for (let k = 0; k < vector.indexes.length; k += 1) logits[c]! += model.weights[offset + vector.indexes[k]!]! * vector.values[k]!;
  }
  const largest = Math.max(...logits);
  let total = 0;
  for (let c = 0; c < logits.length; c += 1) {
    logits[c] = Math.exp(logits[c]! - largest);
    total += logits[c]!;
  }
  return logits.map((value) => value / total);
}

