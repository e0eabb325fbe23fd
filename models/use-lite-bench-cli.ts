/**
 * npx tsx models/use-lite-bench-cli.ts — measures the USE-Lite runtime choices (figures, not pass/fail):
 * main thread vs worker thread, WASM with and without SIMD, one message per call vs batches, two workers.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
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
  const records = await readCsvRecords(path.join(path.dirname(new URL(import.meta.url).pathname), 'training', 'kindred-written-examples.csv'));
  return records.slice(0, MESSAGES).map((record) => record.text!);
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function measure(mode: string, withoutSimd: boolean): Promise<Measurement> {
  if (withoutSimd) {
    const wasmDir = path.dirname(createRequire(import.meta.url).resolve('@energetic-ai/core'));
    const plain = path.join(wasmDir, 'tfjs-backend-wasm.wasm');
    // Serving the plain binary under the SIMD name is the only switch: the bundle's env flags are not the backend's.
    (tf as unknown as { setWasmPaths(map: Record<string, string>): void }).setWasmPaths({
      'tfjs-backend-wasm.wasm': plain,
      'tfjs-backend-wasm-simd.wasm': plain,
      'tfjs-backend-wasm-threaded-simd.wasm': plain,
    });
  }
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

function inWorker(options: { withoutSimd: boolean }): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: options, execArgv: ['--import', 'tsx'] });
    worker.once('message', (measurement: Measurement) => {
      resolve(measurement);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function twoWorkersThroughput(): Promise<string> {
  const started = performance.now();
  const results = await Promise.all([inWorker({ withoutSimd: false }), inWorker({ withoutSimd: false })]);
  const seconds = (performance.now() - started) / 1000;
  return `two workers at once: single-message median ${results.map((r) => r.singleMedianMs).join(' / ')} ms, whole run ${seconds.toFixed(1)} s`;
}

if (!isMainThread) {
  parentPort!.postMessage(await measure('worker thread', (workerData as { withoutSimd: boolean }).withoutSimd));
} else {
  const rounds = Number(process.argv[2] ?? 3);
  for (let round = 1; round <= rounds; round += 1) {
    console.log(`round ${round}`);
    console.log(await inWorker({ withoutSimd: false }));
    console.log(await inWorker({ withoutSimd: true }));
    console.log(await twoWorkersThroughput());
  }
  console.log(await measure('main thread', false));
}
