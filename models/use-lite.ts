/**
 * Universal Sentence Encoder Lite: 512-d sentence embeddings on TF.js's WASM backend.
 *
 * Safe to import in a worker thread: each thread keeps its own model (about 190 MB RSS), loaded once
 * from files that resolve.ts has verified by sha256.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as energeticCore from '@energetic-ai/core';
import * as embeddings from '@energetic-ai/embeddings';
import { requireReadyModel, type ResolveOptions } from './resolve.js';

// @energetic-ai/core bundles TF.js but its .d.ts re-exports types from @tensorflow packages that are not
// installed, so the few calls used here are typed by hand.
interface Tensor {
  data(): Promise<Float32Array | Int32Array | Uint8Array>;
  dispose(): void;
}
interface GraphModel {
  executeAsync(inputs: Record<string, Tensor>): Promise<Tensor | Tensor[]>;
}
export interface TfRuntime {
  ready(): Promise<void>;
  getBackend(): string;
  env(): { getAsync(flag: string): Promise<unknown>; set(flag: string, value: unknown): void };
  loadGraphModel(url: string): Promise<GraphModel>;
  tensor1d(values: number[], dtype: 'int32'): Tensor;
  tensor2d(values: number[], shape: [number, number], dtype: 'int32'): Tensor;
}
export const tf = energeticCore as unknown as TfRuntime;

export const USE_LITE_DIMENSIONS = 512;

export interface SentenceEmbedder {
  readonly modelId: string;
  readonly dimensions: number;
  /** One Float32Array per text, in order. Each owns its own buffer, so it can be transferred. */
  embed(texts: string[]): Promise<Float32Array[]>;
}

// Batches beyond this size stop getting faster per message and only grow peak memory.
const MAX_BATCH = 32;

type Tokenizer = InstanceType<typeof embeddings.EmbeddingsModel>['tokenizer'];

async function embedBatch(graph: GraphModel, tokenizer: Tokenizer, texts: string[]): Promise<Float32Array[]> {
  // An empty text has no tokens, and a batch whose last row has none comes back one row short.
  const encodings = texts.map((text) => {
    const ids = tokenizer.encode(text);
    return ids.length > 0 ? ids : tokenizer.encode('.');
  });
  const positions: number[] = [];
  const values: number[] = [];
  encodings.forEach((ids, row) => {
    ids.forEach((id, column) => {
      positions.push(row, column);
      values.push(id);
    });
  });
  const indicesTensor = tf.tensor2d(positions, [values.length, 2], 'int32');
  const valuesTensor = tf.tensor1d(values, 'int32');
  let output: Tensor | undefined;
  try {
    output = (await graph.executeAsync({ indices: indicesTensor, values: valuesTensor })) as Tensor;
    const flat = (await output.data()) as Float32Array;
    if (flat.length !== texts.length * USE_LITE_DIMENSIONS) {
      throw new Error(`USE-Lite returned ${flat.length} floats for ${texts.length} texts`);
    }
    return texts.map((_, row) => flat.slice(row * USE_LITE_DIMENSIONS, (row + 1) * USE_LITE_DIMENSIONS));
  } finally {
    indicesTensor.dispose();
    valuesTensor.dispose();
    output?.dispose();
  }
}

/** Loads USE-Lite from a directory whose files were already verified (see loadUseLite). */
export async function createUseLiteEmbedder(verifiedDirectory: string): Promise<SentenceEmbedder> {
  await tf.ready();
  const [graph, vocabulary] = await Promise.all([
    // The loader's file:// router strips the scheme and reads the rest as a plain path (no URL decoding).
    tf.loadGraphModel(`file://${path.resolve(verifiedDirectory, 'model.json')}`),
    readFile(path.join(verifiedDirectory, 'vocab.json'), 'utf8').then((text) => JSON.parse(text) as [string, number][]),
  ]);
  const { tokenizer } = new embeddings.EmbeddingsModel({ model: graph as never, vocabulary });
  let queue: Promise<unknown> = Promise.resolve();
  return {
    modelId: 'use-lite',
    dimensions: USE_LITE_DIMENSIONS,
    embed(texts) {
      // The WASM backend runs one graph at a time per thread; chaining keeps concurrent callers orderly.
      const run = queue.then(async () => {
        const vectors: Float32Array[] = [];
        for (let start = 0; start < texts.length; start += MAX_BATCH) {
          vectors.push(...(await embedBatch(graph, tokenizer, texts.slice(start, start + MAX_BATCH))));
        }
        return vectors;
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

let shared: Promise<SentenceEmbedder> | undefined;

/**
 * The embedder of this thread, loaded on first use from the first verified copy (models dir, then the
 * npm package). Rejects with ModelUnavailableError when no verified copy exists; a later call retries.
 * Options only matter for the call that starts the load.
 */
export function loadUseLite(options: ResolveOptions = {}): Promise<SentenceEmbedder> {
  shared ??= requireReadyModel('use-lite', options).then((ready) => createUseLiteEmbedder(ready.directory));
  shared.catch(() => {
    shared = undefined;
  });
  return shared;
}
