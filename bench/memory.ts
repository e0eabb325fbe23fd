/**
 * `npm run bench:memory`: the server's resident memory (RSS of its process and its children: worker threads
 * and the Whisper process included) before any model is
 * loaded, at rest with every default model loaded (the kindness check and Whisper, each warmed up), and
 * after KINDRED_MODEL_IDLE_MS without work has unloaded them, against the ≤ 800 MB target at rest.
 * The idle time is shortened here (BENCH_MODEL_IDLE_MS, WHISPER_REST_MS + 60 s by default) so the run does
 * not wait 10 minutes; before it, once Whisper's two sessions have rested (WHISPER_REST_MS), a second
 * reading at rest.
 *
 * Then what the rest costs (BENCH_REST_MESSAGES times, 3 by default, 0 skips): a Whisper process with the
 * default settings and the rest shortened to BENCH_WHISPER_IDLE_MS, the reference clip timed warm, as the
 * first message after a rest (both sessions opened again), and as the first message after a rest when the
 * recorder asked Whisper to get ready (`prepare`) as the member began, the clip's length before sending;
 * the text compared, then the word error rate over the reference clips after a rest.
 *
 * Then Whisper's settings compared (BENCH_ROUNDS rounds, 3 by default, the settings alternated
 * within each round, so other jobs on the machine weigh on each alike): the Whisper process's RSS at rest
 * after its warm-up and after a message, and the time of the reference clip (the first message after
 * the warm-up, then the next ones); the word error rate over the reference clips in the first round;
 * and what a Whisper process ended after BENCH_WHISPER_IDLE_MS (20 s) without work costs the next message.
 * BENCH_ROUNDS=0 skips the comparison.
 */
import fs from 'node:fs';
import { loadConfig } from '../server/config.js';
import { KINDNESS_MODEL } from '../server/ml/kindness-classifier.js';
import { ModelStatusBoard } from '../server/ml/model-status.js';
import { WHISPER_ARENAS, WHISPER_REST_MS, type WhisperArenas } from '../server/ml/whisper-sessions.js';
import { createWhisperTranscriber, WHISPER_PROCESS_ENV, WHISPER_STATUS } from '../server/ml/whisper-transcriber.js';
import { meanWordErrorRate, REFERENCE_CLIP, speechSamples } from './reference-speech.js';
import { describeMachine, startBenchServer, waitForModel, type RunningServer } from './support.js';

const TARGET_MB = 800;
// Longer than the rest, or the models would be unloaded before the reading at rest.
const IDLE_MS = Number(process.env.BENCH_MODEL_IDLE_MS ?? WHISPER_REST_MS + 60_000);
const REST_MESSAGES = Number(process.env.BENCH_REST_MESSAGES ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WHISPER_IDLE_MS = Number(process.env.BENCH_WHISPER_IDLE_MS ?? 20_000);
/** Times the reference clip is transcribed per setting and round: the first message, then the next ones. */
const MESSAGES = 3;
interface Setting {
  label: string;
  arenas: WhisperArenas;
  processEnv: Record<string, string>;
  /** Both sessions released after this long without work (0 never); measured after such a spell. */
  restMs: number;
}
const malloc = Object.entries(WHISPER_PROCESS_ENV).map(([key, value]) => `${key}=${value}`).join(' ');
const SETTINGS: Setting[] = [
  { label: 'arena on for both sessions, default malloc (before)', arenas: { encoder: true, decoder: true }, processEnv: {}, restMs: 0 },
  { label: `arena off for the encoder, on for the decoder, ${malloc}`, arenas: { encoder: false, decoder: true }, processEnv: WHISPER_PROCESS_ENV, restMs: 0 },
  {
    label: `arena on for both, both sessions released after ${WHISPER_IDLE_MS / 1000} s without work, ${malloc} (now)`,
    arenas: WHISPER_ARENAS,
    processEnv: WHISPER_PROCESS_ENV,
    restMs: WHISPER_IDLE_MS,
  },
];
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
/** The processes this one started (a Whisper process), in MB. */
function childrenRssMb(): number {
  return rssMb() - processTree(process.pid).kb / 1024;
}
const mb = (value: number) => `${value.toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** "min–max" of some readings. */
const range = (values: number[], show: (value: number) => string) =>
  values.length === 0 ? '–' : Math.min(...values) === Math.max(...values) ? show(values[0]!) : `${show(Math.min(...values))}–${show(Math.max(...values))}`;
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

async function waitForState(board: ModelStatusBoard, state: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (board.get(WHISPER_STATUS)?.state !== state) {
    if (Date.now() > deadline) throw new Error(`Whisper not ${state}: ${JSON.stringify(board.get(WHISPER_STATUS))}`);
    await pause(200);
  }
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const config = loadConfig();
const silent = { warn: () => undefined, error: () => undefined, info: () => undefined } as never;
const whisperWith = (board: ModelStatusBoard, setting: Setting, idleMs = 0) =>
  createWhisperTranscriber({
    modelId: config.whisperModel,
    modelsDir: config.modelsDir,
    status: board,
    log: silent,
    threads: config.whisperThreads,
    arenas: setting.arenas,
    processEnv: setting.processEnv,
    restMs: setting.restMs,
    idleMs,
  });

interface Readings {
  warmedUp: number[];
  afterMessages: number[];
  first: number[];
  next: number[];
  rested: number[];
  afterRest: number[];
  wordErrorRate?: number;
}

/** One setting, one round: a fresh Whisper process, warmed up, then the reference clip MESSAGES times. */
async function measureSetting(setting: Setting, readings: Readings, clip: Float32Array, withAccuracy: boolean): Promise<void> {
  const board = new ModelStatusBoard();
  const whisper = whisperWith(board, setting);
  try {
    whisper.warmUp();
    await waitForState(board, 'ready', 180_000);
    readings.warmedUp.push(await settledChildrenRss());
    for (let i = 0; i < MESSAGES; i += 1) (i === 0 ? readings.first : readings.next).push(await timed(() => whisper.transcribe(clip.slice())));
    readings.afterMessages.push(await settledChildrenRss());
    if (setting.restMs > 0) {
      await pause(setting.restMs);
      readings.rested.push(await settledChildrenRss());
      readings.afterRest.push(await timed(() => whisper.transcribe(clip.slice())));
    }
    if (withAccuracy) readings.wordErrorRate = (await meanWordErrorRate(whisper)).mean;
  } finally {
    await whisper.close();
  }
}

/** The current setting with its process ended after WHISPER_IDLE_MS without work: what is left, and what the next message pays. */
async function measureEndedAfterIdle(clip: Float32Array, rounds: number): Promise<{ idle: number[]; warm: number[]; afterSpell: number[] }> {
  const out = { idle: [] as number[], warm: [] as number[], afterSpell: [] as number[] };
  for (let round = 0; round < rounds; round += 1) {
    const board = new ModelStatusBoard();
    const whisper = whisperWith(board, SETTINGS.at(-1)!, WHISPER_IDLE_MS);
    try {
      whisper.warmUp();
      await waitForState(board, 'ready', 180_000);
      await whisper.transcribe(clip.slice());
      out.warm.push(await timed(() => whisper.transcribe(clip.slice())));
      await waitForState(board, 'idle', WHISPER_IDLE_MS + 60_000);
      out.idle.push(await settledChildrenRss());
      out.afterSpell.push(await timed(() => whisper.transcribe(clip.slice())));
    } finally {
      await whisper.close();
    }
  }
  return out;
}

async function compareWhisperSettings(): Promise<void> {
  const clip = await speechSamples(REFERENCE_CLIP);
  const clipSeconds = (clip.length / 16_000).toFixed(1);
  const readings = SETTINGS.map((): Readings => ({ warmedUp: [], afterMessages: [], first: [], next: [], rested: [], afterRest: [] }));
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternate the order too, so neither setting always runs first in a round.
    const order = round % 2 === 0 ? SETTINGS.map((_, i) => i) : SETTINGS.map((_, i) => SETTINGS.length - 1 - i);
    for (const i of order) await measureSetting(SETTINGS[i]!, readings[i]!, clip, round === 0);
  }
  console.log(`Whisper process alone (${config.whisperModel}, ${config.whisperThreads ?? 'default'} threads), ${ROUNDS} rounds, settings alternated; reference clip ${REFERENCE_CLIP} (${clipSeconds} s)`);
  SETTINGS.forEach((setting, i) => {
    const r = readings[i]!;
    console.log(`  ${setting.label}`);
    console.log(`    RSS at rest after the warm-up ${range(r.warmedUp, mb)}, after ${MESSAGES} messages ${range(r.afterMessages, mb)}`);
    console.log(`    transcription: first message after the warm-up ${range(r.first, seconds)}, the next ones ${range(r.next, seconds)}`);
    if (r.rested.length > 0) console.log(`    after the spell: RSS ${range(r.rested, mb)}, the next message ${range(r.afterRest, seconds)} (both sessions opened again)`);
    console.log(`    mean word error rate over the reference clips ${r.wordErrorRate?.toFixed(3) ?? '–'}`);
  });
  const ended = await measureEndedAfterIdle(clip, Math.max(1, Math.min(ROUNDS, 2)));
  console.log(`  ${SETTINGS.at(-1)!.label}, its process ended after ${WHISPER_IDLE_MS / 1000} s without work`);
  console.log(`    RSS left ${range(ended.idle, mb)}; the next message ${range(ended.afterSpell, seconds)} (a process started and the model loaded) instead of ${range(ended.warm, seconds)}`);
}

/** The reference clip warm and as the first message after a rest, REST_MESSAGES times each, in one Whisper process. */
async function measureRestCost(): Promise<void> {
  const clip = await speechSamples(REFERENCE_CLIP);
  const board = new ModelStatusBoard();
  const setting = SETTINGS.at(-1)!;
  const whisper = whisperWith(board, setting);
  const warm: number[] = [];
  const afterRest: number[] = [];
  const prepared: number[] = [];
  const warmRss: number[] = [];
  const restedRss: number[] = [];
  const texts = new Set<string>();
  try {
    whisper.warmUp();
    await waitForState(board, 'ready', 180_000);
    texts.add(await whisper.transcribe(clip.slice()));
    for (let i = 0; i < REST_MESSAGES; i += 1) {
      warm.push(await timed(async () => texts.add(await whisper.transcribe(clip.slice()))));
      warmRss.push(await settledChildrenRss());
      await pause(setting.restMs);
      restedRss.push(await settledChildrenRss());
      afterRest.push(await timed(async () => texts.add(await whisper.transcribe(clip.slice()))));
      await pause(setting.restMs);
      // The recorder says it started; the member speaks for the clip's length, then sends.
      whisper.prepare();
      await pause((clip.length / 16_000) * 1000);
      prepared.push(await timed(async () => texts.add(await whisper.transcribe(clip.slice()))));
    }
    await pause(setting.restMs);
    const accuracy = await meanWordErrorRate(whisper);
    const list = (values: number[]) => values.map(seconds).join(', ');
    console.log(`The first message after a rest (the Whisper process alone, ${config.whisperModel}, ${setting.label}), reference clip ${REFERENCE_CLIP} (${(clip.length / 16_000).toFixed(1)} s)`);
    console.log(`  warm: ${list(warm)}; the first after a rest: ${list(afterRest)}; the first after a rest, prepared as recording began: ${list(prepared)}`);
    console.log(`  Whisper process RSS after a warm message ${range(warmRss, mb)}, at rest ${range(restedRss, mb)}`);
    console.log(`  the same text every time: ${texts.size === 1 ? 'yes' : `no: ${[...texts].map((text) => JSON.stringify(text)).join(' / ')}`}`);
    console.log(`  mean word error rate over the ${accuracy.clips} reference clips, after a rest: ${accuracy.mean.toFixed(3)}`);
  } finally {
    await whisper.close();
  }
}

async function settledChildrenRss(): Promise<number> {
  await pause(SETTLE_MS);
  return childrenRssMb();
}

console.log(describeMachine());
const before = await settledRss();
const server = await startBenchServer({ KINDRED_MODEL_IDLE_MS: String(IDLE_MS) });
try {
  const models = [KINDNESS_MODEL, WHISPER_STATUS];
  for (const name of models) await waitForModel(server, name);
  const loaded = await settledRss();
  const whisperProcess = childrenRssMb();
  await pause(WHISPER_REST_MS);
  const rested = await settledRss();
  const whisperRested = childrenRssMb();
  const unloaded = models.filter((name) => server.ctx.models.get(name)?.state !== 'ready');
  if (unloaded.length > 0) throw new Error(`${unloaded.join(', ')} not loaded at the reading at rest: BENCH_MODEL_IDLE_MS must be longer than the rest`);
  await waitForIdle(server, models);
  const idle = await settledRss();
  const whisper = server.ctx.models.get(WHISPER_STATUS);
  console.log(`models: kindness check + ${server.ctx.config.whisperModel} (${whisper?.detail ?? ''})`);
  console.log(`RSS before the server starts (Node.js and the code): ${mb(before)}`);
  console.log(`RSS at rest, every default model loaded:            ${mb(loaded)}  (target ≤ ${TARGET_MB} MB: ${loaded <= TARGET_MB ? 'met' : `over by ${mb(loaded - TARGET_MB)}`})`);
  console.log(`  of which the server's process (kindness check on its worker thread) ${mb(loaded - whisperProcess)}, the Whisper process ${mb(whisperProcess)}`);
  console.log(`RSS at rest ${WHISPER_REST_MS / 1000} s later, Whisper's sessions released: ${mb(rested)}  (target ≤ ${TARGET_MB} MB: ${rested <= TARGET_MB ? 'met' : `over by ${mb(rested - TARGET_MB)}`})`);
  console.log(`  of which the server's process ${mb(rested - whisperRested)}, the Whisper process ${mb(whisperRested)}`);
  console.log(`RSS after ${IDLE_MS / 1000} s without work (models unloaded):     ${mb(idle)}  (${mb(loaded - idle)} given back)`);
} finally {
  await server.close();
}
// After the server's reading, so nothing this process loaded for the comparison counts in it.
if (REST_MESSAGES > 0) await measureRestCost();
if (ROUNDS > 0) await compareWhisperSettings();
