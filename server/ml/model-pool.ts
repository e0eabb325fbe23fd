import type { TransferListItem } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { createChildProcessPool } from './child-process-pool.js';
import type { ModelStatus, ModelStatusBoard } from './model-status.js';
import { createWorkerPool, PoolBusyError, type WorkerPool } from './worker-pool.js';

/** A model in its own process yields the CPU to the event loop (feed, checks) under load. */
const CHILD_NICENESS = 10;

/**
 * One model family behind a worker pool, as the rest of the server sees it: the pool starts with the first
 * warm-up or task (a server that never needs the model never loads it), ends after `idleMs` without work
 * (its threads and the model's memory go; the next task loads it again), and every outcome is reported on
 * the status board that /api/health shows.
 */
export interface ModelPool<Task, Result> {
  /** Loads the model in the background; the caller never waits for it. */
  warmUp(task: Task): void;
  run(task: Task, transferList?: readonly TransferListItem[]): Promise<Result>;
  /** Tasks waiting for a free thread. */
  readonly queued: number;
  readonly maxQueue: number;
  close(): Promise<void>;
}

export function createModelPool<Task, Result>(options: {
  /** The key on the status board, e.g. "kindness". */
  statusName: string;
  /** For messages and logs, e.g. "kindness check". */
  poolName: string;
  workerUrl: URL;
  workerData: unknown;
  threads: number;
  /** `process`: one child process at a lower priority instead of worker threads (createChildProcessPool; `threads` is then 1). */
  isolation?: 'threads' | 'process';
  /** With `process` isolation: added to the child's environment. */
  processEnv?: Record<string, string>;
  maxQueue: number;
  status: ModelStatusBoard;
  log: FastifyBaseLogger;
  /** Logged when warm-up finds the model unavailable: what happens to members' words meanwhile. */
  unavailableConsequence: string;
  /** Shown on the board once the model answers, e.g. which checkpoint is loaded. */
  readyDetail?: string;
  /** Unload after this long without a task (KINDRED_MODEL_IDLE_MS); 0 keeps the model for the life of the server. */
  idleMs?: number;
}): ModelPool<Task, Result> {
  let pool: WorkerPool<Task, Result | ModelStatus> | undefined;
  let tasks = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  const setStatus = (status: ModelStatus) => options.status.set(options.statusName, status);
  const ready: ModelStatus = options.readyDetail ? { state: 'ready', detail: options.readyDetail } : { state: 'ready' };
  setStatus({ state: 'missing', detail: 'not loaded yet' });

  const getPool = () => {
    clearTimeout(idleTimer);
    if (!pool && options.status.get(options.statusName)?.state === 'idle') setStatus({ state: 'loading' });
    return (pool ??=
      options.isolation === 'process'
        ? createChildProcessPool({ name: options.poolName, moduleUrl: options.workerUrl, maxQueue: options.maxQueue, data: options.workerData, nice: CHILD_NICENESS, env: options.processEnv })
        : createWorkerPool({
            name: options.poolName,
            workerUrl: options.workerUrl,
            threads: options.threads,
            maxQueue: options.maxQueue,
            workerData: options.workerData,
          }));
  };
  const unload = () => {
    const idle = pool;
    if (!idle || tasks > 0) return;
    pool = undefined;
    const minutes = Math.round(((options.idleMs ?? 0) / 60_000) * 10) / 10;
    setStatus({ state: 'idle', detail: `unloaded after ${minutes} min without work; loads again with the next task` });
    idle.close().catch((error: unknown) => options.log.warn({ err: error }, `${options.poolName} did not close cleanly when unloaded`));
  };
  /** Counts a task in and, once the last one is out, starts the idle countdown. */
  const tracked = async <T>(work: () => Promise<T>): Promise<T> => {
    tasks += 1;
    try {
      return await work();
    } finally {
      tasks -= 1;
      if (tasks === 0 && options.idleMs) {
        idleTimer = setTimeout(unload, options.idleMs);
        idleTimer.unref();
      }
    }
  };

  return {
    warmUp(task) {
      setStatus({ state: 'loading' });
      tracked(() => getPool().run(task))
        .then(
          (result) => {
            // Errors lose their class crossing the thread boundary, so warm-up reports its outcome as data.
            const status = result as ModelStatus;
            setStatus(status.state === 'ready' ? ready : status);
            if (status.state !== 'ready') options.log.warn({ status }, `${options.poolName} not available: ${options.unavailableConsequence}`);
          },
          (error: unknown) => setStatus({ state: 'failed', detail: (error as Error).message }),
        );
    },
    async run(task, transferList) {
      try {
        const result = (await tracked(() => getPool().run(task, transferList))) as Result;
        setStatus(ready);
        return result;
      } catch (error) {
        // A full queue says nothing about the model's health.
        if (!(error instanceof PoolBusyError)) setStatus({ state: 'failed', detail: (error as Error).message });
        throw error;
      }
    },
    get queued() {
      return pool?.queued ?? 0;
    },
    maxQueue: options.maxQueue,
    close: async () => {
      clearTimeout(idleTimer);
      await pool?.close();
    },
  };
}
