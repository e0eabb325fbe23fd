import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { PoolBusyError, type WorkerPool } from './worker-pool.js';

/** How the parent hands a child its settings (a child process has no `workerData`). */
export const CHILD_DATA_ENV = 'KINDRED_MODEL_CHILD_DATA';
/** How long closing waits for the running task: as long as a worker pool's close. */
const CLOSE_TIMEOUT_MS = 60_000;

export type ChildReply<Result> = { ok: true; result: Result } | { ok: false; error: string };

interface Job<Task, Result> {
  task: Task;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

/**
 * A model in its own process, one task at a time, at a lower CPU priority (`nice`): its work never
 * runs on the server's event loop or competes with it as an equal, a native crash ends only the child
 * (the task fails, the next one starts a new child), and closing it gives every byte back to the system.
 * Same contract as a worker-thread pool, so a `ModelPool` can run on either.
 */
export function createChildProcessPool<Task, Result>(options: {
  name: string;
  moduleUrl: URL;
  maxQueue: number;
  data: unknown;
  nice: number;
  /** Added to the child's environment (e.g. glibc's malloc settings, read when the process starts). */
  env?: Record<string, string>;
}): WorkerPool<Task, Result> {
  const filename = fileURLToPath(options.moduleUrl);
  // Not the server's own flags: a loader or shim it was started with (a debugger port, a host's IPC
  // stand-in) is not the model process's; from TypeScript sources it only needs tsx.
  const execArgv = filename.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const waiting: Job<Task, Result>[] = [];
  let child: ChildProcess | undefined;
  let current: Job<Task, Result> | undefined;
  let closed = false;

  const start = (): ChildProcess => {
    const started = fork(filename, [], { execArgv, serialization: 'advanced', env: { ...process.env, ...options.env, [CHILD_DATA_ENV]: JSON.stringify(options.data) } });
    try {
      if (started.pid !== undefined) os.setPriority(started.pid, options.nice);
    } catch {
      // Not allowed to lower it (some containers): it still runs, at the server's priority.
    }
    started.on('message', (reply: ChildReply<Result>) => {
      const job = current;
      current = undefined;
      if (reply.ok) job?.resolve(reply.result);
      else job?.reject(new Error(reply.error));
      next();
    });
    started.on('exit', (code, signal) => {
      if (child === started) child = undefined;
      const job = current;
      current = undefined;
      job?.reject(new Error(`${options.name} process ended (${signal ?? `exit code ${code}`})`));
      next();
    });
    return started;
  };

  function next(): void {
    if (current || closed) return;
    const job = waiting.shift();
    if (!job) return;
    current = job;
    child ??= start();
    child.send({ task: job.task });
  }

  return {
    async run(task) {
      if (closed) throw new Error(`${options.name} is closed`);
      if (waiting.length >= options.maxQueue) throw new PoolBusyError(options.name);
      return new Promise<Result>((resolve, reject) => {
        waiting.push({ task, resolve, reject });
        next();
      });
    },
    get queued() {
      return waiting.length;
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error(`${options.name} is closing`));
      const running = child;
      if (!running) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      if (current) {
        const finished = new Promise<void>((resolve) => {
          const job = current!;
          const { resolve: done, reject: failed } = job;
          job.resolve = (result) => (done(result), resolve());
          job.reject = (error) => (failed(error), resolve());
        });
        await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS).unref())]);
      }
      running.kill();
      await exited;
    },
  };
}
