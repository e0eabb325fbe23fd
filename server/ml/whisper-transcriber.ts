import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { createModelPool } from './model-pool.js';
import type { ModelStatusBoard } from './model-status.js';
import type { WhisperArenas } from './whisper-sessions.js';
import type { WhisperModelId, WhisperResult, WhisperTask } from './whisper-task.js';
import { workerModuleUrl } from './worker-pool.js';

export { PoolBusyError as TranscriberBusyError } from './worker-pool.js';

/** The key /api/health shows Whisper's state under. */
export const WHISPER_STATUS = 'whisper';

/** Uploads waiting for the one Whisper thread; beyond this, members get a 503 and can try again. */
export const DEFAULT_TRANSCRIPTION_QUEUE = 8;

export type WhisperHost = 'process' | 'thread';

/**
 * The Whisper process's environment: two glibc malloc arenas instead of up to 8 per core. Every thread
 * (onnxruntime's, Node's) would otherwise get an arena of its own, each keeping freed memory; about 90 MB
 * less at rest (bench/RESULTS.md, Memory). Only a process has its own allocator: not on a thread.
 */
export const WHISPER_PROCESS_ENV: Record<string, string> = { MALLOC_ARENA_MAX: '2' };

/**
 * A process of its own wherever one can be started: transcription never slows the event loop as an
 * equal, a native crash ends only it, and unloading it after the idle time gives all of onnxruntime's
 * memory back. Inside the packaged desktop app a forked child is the Electron binary, which its fuses
 * stop from running as plain Node, so there Whisper runs on a worker thread of the server.
 */
export function whisperHost(versions: NodeJS.ProcessVersions = process.versions): WhisperHost {
  return versions.electron ? 'thread' : 'process';
}

/** Speech to text on this computer's CPU; the voice domain just hands it samples. */
export interface Transcriber {
  /** Loads the model in the background; the server never waits for it. */
  warmUp(): void;
  /**
   * A member started recording: loads Whisper or opens its resting sessions now, while they speak,
   * so the few seconds that costs are not added to their wait. Never waits, never fails, never queues
   * behind a full queue (a busy Whisper is awake anyway).
   */
  prepare(): void;
  /** 16 kHz mono samples in, text out. Rejects with TranscriberBusyError when the queue is full. */
  transcribe(samples: Float32Array): Promise<string>;
  /** True while a new upload would be turned away: checked before receiving one. */
  readonly busy: boolean;
  close(): Promise<void>;
}

export function createWhisperTranscriber(options: {
  modelId: WhisperModelId;
  modelsDir: string;
  status: ModelStatusBoard;
  log: FastifyBaseLogger;
  maxQueue?: number;
  idleMs?: number;
  /** KINDRED_WHISPER_THREADS; half the cores by default. */
  threads?: number;
  /** Where Whisper runs; by default a process of its own, or a thread inside Electron (whisperHost). */
  host?: WhisperHost;
  /** onnxruntime's memory arena per session; WHISPER_ARENAS by default (bench:memory compares others). */
  arenas?: WhisperArenas;
  /** Release Whisper's two sessions after this long without work (the model stays loaded); WHISPER_REST_MS by default, 0 never. */
  restMs?: number;
  /** Added to the Whisper process's environment; WHISPER_PROCESS_ENV by default. */
  processEnv?: Record<string, string>;
}): Transcriber {
  const host = options.host ?? whisperHost();
  const pool = createModelPool<WhisperTask, WhisperResult>({
    statusName: WHISPER_STATUS,
    poolName: 'speech-to-text',
    workerUrl: workerModuleUrl(host === 'process' ? 'whisper.child' : 'whisper.worker', import.meta.url),
    isolation: host === 'process' ? 'process' : 'threads',
    processEnv: options.processEnv ?? WHISPER_PROCESS_ENV,
    workerData: {
      modelsDir: options.modelsDir,
      modelId: options.modelId,
      // Half the cores: on a 2-core server one stays free for the event loop and the kindness check.
      intraOpThreads: options.threads ?? Math.max(1, Math.floor(os.availableParallelism() / 2)),
      arenas: options.arenas,
      restMs: options.restMs,
    },
    // One at a time: Whisper is the heaviest thing Kindred runs, and a second copy would double its memory.
    threads: 1,
    maxQueue: options.maxQueue ?? DEFAULT_TRANSCRIPTION_QUEUE,
    status: options.status,
    log: options.log,
    unavailableConsequence: 'voice messages will be stored without a transcript and wait for a person',
    readyDetail: options.modelId,
    idleMs: options.idleMs,
  });

  return {
    warmUp: () => pool.warmUp({ kind: 'warm-up' }),
    prepare() {
      if (pool.queued > 0) return;
      pool.run({ kind: 'prepare' }).catch((error: unknown) => options.log.warn({ err: error }, 'could not prepare speech-to-text'));
    },
    async transcribe(samples) {
      // The pool takes the samples' memory (no copy); the caller is done with them.
      const { text } = await pool.run({ kind: 'transcribe', samples }, [samples.buffer as ArrayBuffer]);
      return text;
    },
    get busy() {
      return pool.queued >= pool.maxQueue;
    },
    close: () => pool.close(),
  };
}
