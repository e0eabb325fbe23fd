/**
 * `npm run bench:memory`: the server's resident memory (RSS of its process and its children: worker threads
 * and the Whisper process included) before any model is
 * loaded, at rest with every default model loaded (the kindness check and Whisper, each warmed up), and
 * after KINDRED_MODEL_IDLE_MS without work has unloaded them, against the ≤ 800 MB target at rest.
 * The idle time is shortened here (BENCH_MODEL_IDLE_MS, 15 s by default) so the run does not wait 10 minutes.
 */
import fs from 'node:fs';
import { KINDNESS_MODEL } from '../server/ml/kindness-classifier.js';
import { WHISPER_STATUS } from '../server/ml/whisper-transcriber.js';
import { describeMachine, startBenchServer, waitForModel, type RunningServer } from './support.js';

const TARGET_MB = 800;
const IDLE_MS = Number(process.env.BENCH_MODEL_IDLE_MS ?? 15_000);
/** Lets allocations settle (freed arenas, finished warm-ups) before a reading. */
const SETTLE_MS = 3000;

/** Resident kB of one process, and the ids of its children (Linux /proc). */
function processTree(pid: number): { kb: number; children: number[] } {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    const children = fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
    return { kb, children };
  } catch {
    return { kb: 0, children: [] };
  }
}

/** This process and every process it started (the Whisper process), in MB. */
function rssMb(): number {
  if (!fs.existsSync('/proc/self/status')) return process.memoryUsage().rss / 1024 ** 2;
  let kb = 0;
  const pending = [process.pid];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    const node = processTree(pid);
    kb += node.kb;
    pending.push(...node.children);
  }
  return kb / 1024;
}
const mb = (value: number) => `${value.toFixed(0)} MB`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function settledRss(): Promise<number> {
  await pause(SETTLE_MS);
  (globalThis as { gc?: () => void }).gc?.();
  return rssMb();
}

async function waitForIdle(server: RunningServer, names: string[]): Promise<void> {
  const deadline = Date.now() + IDLE_MS + 60_000;
  while (!names.every((name) => server.ctx.models.get(name)?.state === 'idle')) {
    if (Date.now() > deadline) throw new Error(`models not unloaded: ${JSON.stringify(server.ctx.models.snapshot())}`);
    await pause(200);
  }
}

console.log(describeMachine());
const before = await settledRss();
const server = await startBenchServer({ KINDRED_MODEL_IDLE_MS: String(IDLE_MS) });
try {
  const models = [KINDNESS_MODEL, WHISPER_STATUS];
  for (const name of models) await waitForModel(server, name);
  const loaded = await settledRss();
  await waitForIdle(server, models);
  const idle = await settledRss();
  const whisper = server.ctx.models.get(WHISPER_STATUS);
  console.log(`models: kindness check + ${server.ctx.config.whisperModel} (${whisper?.detail ?? ''})`);
  console.log(`RSS before the server starts (Node.js and the code): ${mb(before)}`);
  console.log(`RSS at rest, every default model loaded:            ${mb(loaded)}  (target ≤ ${TARGET_MB} MB: ${loaded <= TARGET_MB ? 'met' : `over by ${mb(loaded - TARGET_MB)}`})`);
  console.log(`RSS after ${IDLE_MS / 1000} s without work (models unloaded):     ${mb(idle)}  (${mb(loaded - idle)} given back)`);
} finally {
  await server.close();
}
