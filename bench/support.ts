import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type KindredApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { SAFETY_STEPS_TAKEN } from '../shared/schemas/auth.js';

export interface RunningServer extends KindredApp {
  url: string;
  close(): Promise<void>;
}

/** The real server on a fresh SQLite data dir, listening on a free port, models warmed up. */
export async function startBenchServer(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-'));
  const config = { ...loadConfig({ ...process.env, ...env }), dataDir, webDir: undefined, logLevel: 'error', authRateLimitPerMinute: 100_000 };
  const built = await buildApp(config);
  const url = await built.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...built,
    url,
    async close() {
      await built.app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function waitForModel(server: RunningServer, name: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = server.ctx.models.get(name)?.state;
    if (state === 'ready') return;
    if (state === 'missing' || state === 'failed') throw new Error(`${name} model is ${state}: ${server.ctx.models.get(name)?.detail}`);
    if (Date.now() > deadline) throw new Error(`${name} model not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function signUp(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench.${Date.now()}.${Math.random()}@example.org`, password: 'a-kind-password', ...SAFETY_STEPS_TAKEN }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 201 || !cookie) throw new Error(`sign-up failed: ${response.status}`);
  return cookie;
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export async function timeEach(count: number, run: (index: number) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  return samples;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const ratio = (value: number, baseline: number) => `${(value / baseline).toFixed(2)}×`;
