/**
 * "Host a community on this computer": runs the Kindred server (server/main.ts, built) as a child process of
 * the app, its data and models under the app's user-data folder, listening on 127.0.0.1 only.
 *
 * Exports:
 * - `startEmbeddedServer(options)` → `EmbeddedServer { url, stop() }`: forks the server through the injected
 *   `fork`, waits for its `{ type: 'ready', url }` message, and rejects if it exits or stays silent first.
 *   `stop()` asks it to stop (message and SIGTERM), then kills it after `stopTimeoutMs`. `onCrash(code)` is
 *   called when it exits without having been asked to.
 * - `embeddedServerEnv(userDataDir, port)`: the environment it runs with (`KINDRED_DATA_DIR`,
 *   `KINDRED_MODELS_DIR`, `HOST=127.0.0.1`, `PORT`, no web build: the app serves the renderer itself).
 * - `ServerProcess`, `ForkServer`: what the launcher needs of a child; `forkWithChildProcess` (tests,
 *   development: a `.ts` module runs through tsx) and `forkWithUtilityProcess(utilityProcess)` (the app).
 * - `isPortFree(port)`.
 */
import { fork as forkChild } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { EmbeddedServerCommand, EmbeddedServerMessage } from '../../shared/desktop-bridge.js';

export interface ServerProcess {
  onMessage(listener: (message: unknown) => void): void;
  onExit(listener: (code: number | null) => void): void;
  send(message: EmbeddedServerCommand): void;
  kill(signal: 'SIGTERM' | 'SIGKILL'): void;
}

export type ForkServer = (modulePath: string, args: string[], options: { env: NodeJS.ProcessEnv; cwd?: string }) => ServerProcess;

export interface EmbeddedServerOptions {
  fork: ForkServer;
  /** The server's entry: dist/server/main.js in the app, server/main.ts in development. */
  serverModule: string;
  userDataDir: string;
  /**
   * Its working directory: the built server finds the kindness classifier in `<cwd>/models/heads` (in the
   * packaged app, app.asar.unpacked, since a process cannot chdir into an asar archive).
   */
  cwd?: string;
  /** The port it had last time, kept when free so the address stays the same; any free port otherwise. */
  preferredPort?: number;
  readyTimeoutMs?: number;
  stopTimeoutMs?: number;
  /** Added to the environment (e.g. LOG_LEVEL, KINDRED_WHISPER_MODEL). */
  env?: NodeJS.ProcessEnv;
  onCrash?(code: number | null): void;
}

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

export class EmbeddedServerError extends Error {}

export function embeddedServerEnv(userDataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    KINDRED_DATA_DIR: path.join(userDataDir, 'community'),
    KINDRED_MODELS_DIR: path.join(userDataDir, 'models'),
    HOST: '127.0.0.1',
    PORT: String(port),
    KINDRED_WEB_DIR: '',
  };
}

export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const isReady = (message: unknown): message is EmbeddedServerMessage =>
  typeof message === 'object' && message !== null && (message as EmbeddedServerMessage).type === 'ready' && typeof (message as EmbeddedServerMessage).url === 'string';

export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const { readyTimeoutMs = 120_000, stopTimeoutMs = 10_000, preferredPort } = options;
  const port = preferredPort && (await isPortFree(preferredPort)) ? preferredPort : 0;
  const env = { ...process.env, ...embeddedServerEnv(options.userDataDir, port), ...options.env };
  const child = options.fork(options.serverModule, [], { env, ...(options.cwd ? { cwd: options.cwd } : {}) });

  let exited = false;
  let stopping = false;
  const exit = new Promise<number | null>((resolve) =>
    child.onExit((code) => {
      exited = true;
      resolve(code);
    }),
  );

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new EmbeddedServerError(`the community server did not start within ${readyTimeoutMs} ms`));
    }, readyTimeoutMs);
    child.onMessage((message) => {
      if (!isReady(message)) return;
      clearTimeout(timer);
      resolve(message.url);
    });
    void exit.then((code) => {
      clearTimeout(timer);
      reject(new EmbeddedServerError(`the community server exited with code ${code} before it was ready`));
    });
  });

  void exit.then((code) => {
    if (!stopping) options.onCrash?.(code);
  });

  return {
    url,
    async stop() {
      if (exited) return;
      stopping = true;
      child.send({ type: 'stop' });
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const gone = await Promise.race([exit.then(() => true), new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), stopTimeoutMs)))]);
      clearTimeout(timer);
      if (!gone) {
        child.kill('SIGKILL');
        await exit;
      }
    },
  };
}

/** Node's child_process, for tests and development; a TypeScript entry runs through tsx. */
export const forkWithChildProcess: ForkServer = (modulePath, args, { env, cwd }) => {
  const child = forkChild(modulePath, args, {
    env,
    cwd,
    execArgv: modulePath.endsWith('.ts') ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    onMessage: (listener) => child.on('message', listener),
    onExit: (listener) => child.once('exit', (code) => listener(code)),
    send: (message) => {
      if (child.connected) child.send(message);
    },
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
};

/** The parts of Electron's `utilityProcess` the launcher uses (typed here so tests never load Electron). */
export interface UtilityProcessLike {
  fork(modulePath: string, args: string[], options: { env: NodeJS.ProcessEnv; cwd?: string; serviceName: string; stdio: 'inherit' }): {
    pid?: number;
    on(event: 'message', listener: (message: unknown) => void): unknown;
    once(event: 'exit', listener: (code: number) => void): unknown;
    postMessage(message: unknown): void;
    kill(): boolean;
  };
}

export const forkWithUtilityProcess =
  (utilityProcess: UtilityProcessLike): ForkServer =>
  (modulePath, args, { env, cwd }) => {
    const child = utilityProcess.fork(modulePath, args, { env, cwd, serviceName: 'Kindred community', stdio: 'inherit' });
    let exited = false;
    child.once('exit', () => (exited = true));
    return {
      onMessage: (listener) => child.on('message', listener),
      onExit: (listener) => child.once('exit', (code) => listener(code)),
      send: (message) => {
        if (!exited) child.postMessage(message);
      },
      // utilityProcess.kill() is SIGTERM on POSIX; the forced kill goes through the pid.
      kill: (signal) => {
        if (exited) return;
        if (signal === 'SIGTERM' || child.pid === undefined) child.kill();
        else process.kill(child.pid, 'SIGKILL');
      },
    };
  };
