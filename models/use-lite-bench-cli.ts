/**
 * npx tsx models/use-lite-bench-cli.ts — measures the USE-Lite runtime choices (figures, not pass/fail):
 * main thread vs worker thread, WASM with and without SIMD, one message per call vs batches, two workers.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import { isWorkerThread, Piscina, workerData } from 'piscina';
import { readCsvRecords } from './training/csv.js';
import { tf, createUseLiteEmbedder } from './use-lite.js';
import { requireReadyModel } from './resolve.js';

interface Measurement {
  mode: string;
  backend: string;
  simd: unknown;
  multithread: unknown;
  loadMs: number;
  singleMedianMs: number;
  singleP90Ms: number;
  batchOf32MsPerMessage: number;
  rssMb: number;
}

const MESSAGES = 200;

async function sampleMessages(): Promise<string[]> {
  const records = await readCsvRecords(path.join(path.dirname(fileURLToPath(import.meta.url)), 'training', 'kindred-written-examples.csv'));
  return records.slice(0, MESSAGES).map((record) => record.text!);
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** Serving the plain binary under the SIMD name is the only switch: the bundle's env flags are not the backend's. */
function useWasmWithoutSimd(): void {
  const plain = path.join(path.dirname(createRequire(import.meta.url).resolve('@energetic-ai/core')), 'tfjs-backend-wasm.wasm');
  (tf as unknown as { setWasmPaths(map: Record<string, string>): void }).setWasmPaths({
    'tfjs-backend-wasm.wasm': plain,
    'tfjs-backend-wasm-simd.wasm': plain,
    'tfjs-backend-wasm-threaded-simd.wasm': plain,
  });
}

// Has to run while this module loads: importing @energetic-ai/core starts the backend, which picks its
// binary a few microtasks later.
if (isWorkerThread && (workerData as { withoutSimd?: boolean } | null)?.withoutSimd) useWasmWithoutSimd();

async function measure(mode: string, withoutSimd: boolean): Promise<Measurement> {
  const texts = await sampleMessages();
  const started = performance.now();
  const ready = await requireReadyModel('use-lite');
  const embedder = await createUseLiteEmbedder(ready.directory);
  await embedder.embed(['warm up']);
  const loadMs = performance.now() - started;
  const single: number[] = [];
  for (const text of texts) {
    const t0 = performance.now();
    await embedder.embed([text]);
    single.push(performance.now() - t0);
  }
  single.sort((a, b) => a - b);
  const t0 = performance.now();
  for (let start = 0; start < texts.length; start += 32) await embedder.embed(texts.slice(start, start + 32));
  const batchOf32MsPerMessage = (performance.now() - t0) / texts.length;
  return {
    mode: withoutSimd ? `${mode}, WASM without SIMD` : mode,
    backend: tf.getBackend(),
    simd: withoutSimd ? false : await tf.env().getAsync('WASM_HAS_SIMD_SUPPORT'),
    multithread: await tf.env().getAsync('WASM_HAS_MULTITHREAD_SUPPORT'),
    loadMs: Math.round(loadMs),
    singleMedianMs: Number(quantile(single, 0.5).toFixed(1)),
    singleP90Ms: Number(quantile(single, 0.9).toFixed(1)),
    batchOf32MsPerMessage: Number(batchOf32MsPerMessage.toFixed(1)),
    rssMb: Math.round(process.memoryUsage().rss / 1e6),
  };
}

/** Runs in a pool worker (this file is the pool's task module, like use-lite-task.ts in the server). */
export default function benchTask(options: { withoutSimd: boolean }): Promise<Measurement> {
  return measure('worker thread', options.withoutSimd);
}

async function inWorkers(count: number, options: { withoutSimd: boolean }): Promise<Measurement[]> {
  // A fresh pool per measurement: the WASM binary is chosen once per thread.
  const pool = new Piscina({ filename: import.meta.url, execArgv: ['--import', 'tsx'], minThreads: count, maxThreads: count, workerData: options });
  try {
    return await Promise.all(Array.from({ length: count }, () => pool.run(options) as Promise<Measurement>));
  } finally {
    await pool.destroy();
  }
}

function summarise(label: string, runs: Measurement[]): string {
  // On a shared machine other processes only ever add time, so the fastest round is the best estimate.
  const best = (pick: (m: Measurement) => number) => Math.min(...runs.map(pick));
  return `${label.padEnd(34)} load ${best((m) => m.loadMs)} ms, single median ${best((m) => m.singleMedianMs)} ms (p90 ${best((m) => m.singleP90Ms)}), batch of 32 ${best((m) => m.batchOf32MsPerMessage)} ms/message, RSS ${best((m) => m.rssMb)} MB`;
}

async function main(): Promise<void> {
  const rounds = Number(process.argv[2] ?? 3);
  const runs = { simd: [] as Measurement[], plain: [] as Measurement[], pair: [] as Measurement[], main: [] as Measurement[] };
  for (let round = 1; round <= rounds; round += 1) {
    runs.simd.push(...(await inWorkers(1, { withoutSimd: false })));
    runs.plain.push(...(await inWorkers(1, { withoutSimd: true })));
    runs.pair.push(...(await inWorkers(2, { withoutSimd: false })));
    console.log(`round ${round}/${rounds}: worker ${runs.simd.at(-1)!.singleMedianMs} ms, without SIMD ${runs.plain.at(-1)!.singleMedianMs} ms, two workers ${runs.pair.slice(-2).map((m) => m.singleMedianMs).join(' / ')} ms (single-message medians)`);
  }
  runs.main.push(await measure('main thread', false));
  const sample = runs.simd[0]!;
  console.log(`\nbackend ${sample.backend}, SIMD ${String(sample.simd)}, multithreaded WASM ${String(sample.multithread)}; best of ${rounds} rounds, ${MESSAGES} messages:`);
  console.log(summarise('worker thread, WASM SIMD', runs.simd));
  console.log(summarise('worker thread, WASM without SIMD', runs.plain));
  console.log(summarise('two workers at once (each)', runs.pair));
  console.log(summarise('main thread, WASM SIMD', runs.main));
}

// No top-level await: under tsx a pool worker can only load this file through require.
if (isMainThread) void main();
