import { createHash } from 'node:crypto';
import { appendFile, mkdir, readFile, truncate } from 'node:fs/promises';
import path from 'node:path';
import type { SentenceEmbedder } from '../use-lite.js';

const KEY_BYTES = 32;

function textKey(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/**
 * Embeddings stored in one append-only file in the models dir (never in the repo), keyed by the
 * sha256 of the text, so re-running training only embeds texts it has not seen.
 */
export class EmbeddingCache {
  private readonly vectors = new Map<string, Float32Array>();

  private constructor(
    private readonly filePath: string,
    private readonly dimensions: number,
  ) {}

  static async open(directory: string, modelKey: string, dimensions: number): Promise<EmbeddingCache> {
    const cache = new EmbeddingCache(path.join(directory, `${modelKey}.bin`), dimensions);
    let bytes: Buffer;
    try {
      bytes = await readFile(cache.filePath);
    } catch {
      return cache;
    }
    const recordBytes = KEY_BYTES + dimensions * 4;
    // A run stopped mid-append leaves a partial record at the end: cut it off so new records stay aligned.
    const wholeRecords = bytes.length - (bytes.length % recordBytes);
    if (wholeRecords !== bytes.length) await truncate(cache.filePath, wholeRecords);
    for (let offset = 0; offset + recordBytes <= bytes.length; offset += recordBytes) {
      const key = bytes.subarray(offset, offset + KEY_BYTES).toString('hex');
      const floats = new Float32Array(dimensions);
      Buffer.from(floats.buffer).set(bytes.subarray(offset + KEY_BYTES, offset + recordBytes));
      cache.vectors.set(key, floats);
    }
    return cache;
  }

  get size(): number {
    return this.vectors.size;
  }

  /** Embeds what is missing in batches (saving after each), then returns one vector per text. */
  async embedAll(texts: string[], embedder: SentenceEmbedder, onProgress?: (done: number, total: number) => void): Promise<Float32Array[]> {
    const keys = texts.map((text) => textKey(text).toString('hex'));
    const missing = new Map<string, string>();
    keys.forEach((key, index) => {
      if (!this.vectors.has(key)) missing.set(key, texts[index]!);
    });
    const pending = [...missing.entries()];
    const batchSize = 64;
    await mkdir(path.dirname(this.filePath), { recursive: true });
    for (let start = 0; start < pending.length; start += batchSize) {
      const batch = pending.slice(start, start + batchSize);
      const vectors = await embedder.embed(batch.map(([, text]) => text));
      const records = batch.map(([key], index) => {
        const vector = vectors[index]!;
        if (vector.length !== this.dimensions) throw new Error(`expected ${this.dimensions}-d embeddings, got ${vector.length}`);
        this.vectors.set(key, vector);
        return Buffer.concat([Buffer.from(key, 'hex'), Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength)]);
      });
      await appendFile(this.filePath, Buffer.concat(records));
      onProgress?.(Math.min(start + batchSize, pending.length), pending.length);
    }
    return keys.map((key) => this.vectors.get(key)!);
  }
}
