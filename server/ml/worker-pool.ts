import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

export class PoolBusyError extends Error {
  constructor(poolName: string) {
    super(`${poolName} queue is full`);
    this.name = 'PoolBusyError';
  }
}

export interface WorkerPool<Task, Result> {
  run(task: Task): Promise<Result>;
  /** Tasks waiting for a free thread. */
  readonly queued: number;
  close(): Promise<void>;
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
  });
  return {
    async run(task: Task): Promise<Result> {
      if (piscina.queueSize >= options.maxQueue) throw new PoolBusyError(options.name);
      return (await piscina.run(task)) as Result;
    },
    get queued() {
      return piscina.queueSize;
    },
    close: () => piscina.destroy(),
  };
}
