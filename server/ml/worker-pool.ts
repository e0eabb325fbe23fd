import { fileURLToPath } from 'node:url';
import type { TransferListItem } from 'node:worker_threads';
import { Piscina } from 'piscina';

export class PoolBusyError extends Error {
  constructor(poolName: string) {
    super(`${poolName} queue is full`);
    this.name = 'PoolBusyError';
  }
}

export interface WorkerPool<Task, Result> {
  /** `transferList` moves large buffers (audio samples) to the worker instead of copying them. */
  run(task: Task, transferList?: readonly TransferListItem[]): Promise<Result>;
  /** Tasks waiting for a free thread. */
  readonly queued: number;
  /** Refuses the tasks still waiting, lets the running ones finish (bounded), then ends the threads. */
  close(): Promise<void>;
}

/** How long closing waits for a running task: a 90 s recording on a busy 2-core machine takes about this. */
const CLOSE_TIMEOUT_MS = 60_000;

/**
 * The worker module `name` beside the caller (`import.meta.url`): its `.ts` source under tsx (tests,
 * `npm run dev`), its compiled `.js` in a build.
 */
export function workerModuleUrl(name: string, callerUrl: string): URL {
  return new URL(`./${name}${callerUrl.endsWith('.ts') ? '.ts' : '.js'}`, callerUrl);
}

/**
 * A bounded pool of worker threads for one model family. `workerUrl` points at the worker module next to
 * the caller; from TypeScript sources (tests, `npm run dev`) the workers load it through tsx.
 */
export function createWorkerPool<Task, Result>(options: {
  name: string;
  workerUrl: URL;
  threads: number;
  maxQueue: number;
  workerData?: unknown;
}): WorkerPool<Task, Result> {
  const filename = fileURLToPath(options.workerUrl);
  const fromSource = filename.endsWith('.ts');
  const piscina = new Piscina({
    filename,
    minThreads: options.threads,
    maxThreads: options.threads,
    maxQueue: options.maxQueue,
    // Models stay loaded for the life of the server: unloading would make the next message wait.
    idleTimeout: Number.MAX_SAFE_INTEGER,
    workerData: options.workerData,
    execArgv: fromSource ? [...process.execArgv, '--import', 'tsx'] : process.execArgv,
    closeTimeout: CLOSE_TIMEOUT_MS,
  });
  return {
    async run(task: Task, transferList?: readonly TransferListItem[]): Promise<Result> {
      if (piscina.queueSize >= options.maxQueue) throw new PoolBusyError(options.name);
      return (await piscina.run(task, transferList ? { transferList: [...transferList] } : undefined)) as Result;
    },
    get queued() {
      return piscina.queueSize;
    },
    // Not destroy(): ending a thread while onnxruntime is inside native code aborts the whole process
    // ("terminate called after throwing an instance of 'Napi::Error'"), so a running task is let finish.
    close: () => piscina.close({ force: true }),
  };
}
