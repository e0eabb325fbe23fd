import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '../../shared/schemas/health.js';
import { closedPort } from '../test-support/listening-community.js';
import { forkWithChildProcess, startEmbeddedServer, type ForkServer, type ServerProcess } from './embedded-server.js';

const serverModule = path.resolve(import.meta.dirname, '../../server/main.ts');
const quiet = { LOG_LEVEL: 'warn', KINDRED_WHISPER_MODEL: 'whisper-tiny', MODERATION_WORKERS: '1' };
let workDir: string;

beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-embedded-'));
});
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

const userDataDir = (name: string) => path.join(workDir, name);
const reachable = (url: string) => fetch(`${url}/api/health`).then((response) => response.status, () => 'unreachable' as const);

/** The child_process fork, keeping each child so a test can end it behind the launcher's back. */
function recordingFork(): { fork: ForkServer; children: ServerProcess[] } {
  const children: ServerProcess[] = [];
  return {
    children,
    fork: (...args) => {
      const child = forkWithChildProcess(...args);
      children.push(child);
      return child;
    },
  };
}

describe('startEmbeddedServer with the real Kindred server', () => {
  it('starts it on 127.0.0.1 with its data under the user-data folder, /api/health answers, and stop() ends it', async () => {
    const port = await closedPort();
    const server = await startEmbeddedServer({ fork: forkWithChildProcess, serverModule, userDataDir: userDataDir('first'), preferredPort: port, env: quiet });
    try {
      expect(server.url).toBe(`http://127.0.0.1:${port}`);
      const response = await fetch(`${server.url}/api/health`);
      expect(response.status).toBe(200);
      expect(healthSchema.parse(await response.json())).toMatchObject({ status: 'ok', database: 'sqlite' });
      expect(fs.readdirSync(path.join(userDataDir('first'), 'community')).some((name) => name.endsWith('.sqlite') || name.endsWith('.db'))).toBe(true);
    } finally {
      await server.stop();
    }
    expect(await reachable(server.url)).toBe('unreachable');
  }, 120_000);

  it('takes any free port when the preferred one is taken, and reports a crash', async () => {
    const taken = await startEmbeddedServer({ fork: forkWithChildProcess, serverModule, userDataDir: userDataDir('taken'), env: quiet });
    const { fork: recording, children } = recordingFork();
    const crashes: (number | null)[] = [];
    const preferredPort = Number(new URL(taken.url).port);
    const second = await startEmbeddedServer({ fork: recording, serverModule, userDataDir: userDataDir('second'), preferredPort, env: quiet, onCrash: (code) => crashes.push(code) });
    try {
      expect(second.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(second.url).not.toBe(taken.url);
      expect(await reachable(second.url)).toBe(200);
      children[0]!.kill('SIGKILL');
      await expect.poll(() => crashes, { timeout: 10_000 }).toEqual([null]);
      expect(await reachable(second.url)).toBe('unreachable');
    } finally {
      await Promise.all([taken.stop(), second.stop()]);
    }
    expect(crashes).toEqual([null]);
  }, 120_000);

  it('rejects when the server exits before it is ready', async () => {
    const start = startEmbeddedServer({ fork: forkWithChildProcess, serverModule, userDataDir: userDataDir('broken'), env: { ...quiet, KINDRED_AUTH_RATE_LIMIT: 'many' } });
    await expect(start).rejects.toThrow(/exited with code 1 before it was ready/);
  }, 60_000);

  it("hears the readiness of a server under Electron's utilityProcess, through process.parentPort", async () => {
    // Stands in for Electron's utilityProcess: the child has a parentPort and no process.send.
    const shim = path.join(workDir, 'parent-port-shim.mjs');
    fs.writeFileSync(
      shim,
      // Worker threads load it too, and have no process.send.
      `if (process.send) {
  const send = process.send.bind(process);
  process.parentPort = { postMessage: (message) => send({ viaParentPort: message }), on: (_event, listener) => process.on('message', (data) => listener({ data })) };
  process.send = undefined;
}
`,
    );
    const viaParentPort: ForkServer = (modulePath, args, { env }) => {
      const child = fork(modulePath, args, { env, execArgv: ['--import', 'tsx', '--import', shim], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      return {
        onMessage: (listener) => child.on('message', (message: { viaParentPort?: unknown }) => listener(message.viaParentPort)),
        onExit: (listener) => child.once('exit', listener),
        send: (message) => child.connected && child.send(message),
        // Only the stop message may end it here: the parentPort path must work alone.
        kill: (signal) => signal === 'SIGKILL' && child.kill(signal),
      };
    };
    const server = await startEmbeddedServer({ fork: viaParentPort, serverModule, userDataDir: userDataDir('utility'), env: quiet, stopTimeoutMs: 30_000 });
    expect(await reachable(server.url)).toBe(200);
    const started = Date.now();
    await server.stop();
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(await reachable(server.url)).toBe('unreachable');
  }, 120_000);
});

describe('startEmbeddedServer with a server that will not stop', () => {
  it('kills it once the stop timeout has passed', async () => {
    const stubborn = path.join(workDir, 'stubborn.mjs');
    fs.writeFileSync(stubborn, "process.on('SIGTERM', () => {});\nprocess.on('message', () => {});\nprocess.send({ type: 'ready', url: 'http://127.0.0.1:9' });\nsetInterval(() => {}, 1000);\n");
    const { fork: recording } = recordingFork();
    const crashes: unknown[] = [];
    const server = await startEmbeddedServer({ fork: recording, serverModule: stubborn, userDataDir: userDataDir('stubborn'), stopTimeoutMs: 500, onCrash: (code) => crashes.push(code) });
    const started = Date.now();
    await server.stop();
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(crashes).toEqual([]);
  });
});
