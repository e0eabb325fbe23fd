import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_STEPS_TAKEN } from '../../shared/schemas/auth.js';
import { dropTestDatabase, testDatabaseUrl } from '../test-support/test-database.js';

const WAIT_MS = 6000;
const children: ChildProcess[] = [];
let dataDir: string;

/** One server process on the shared data dir; resolves with its base URL once it listens. */
async function startInstance(workers: number): Promise<string> {
  const databaseUrl = await testDatabaseUrl(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../test-support/serve-instance.ts'), dataDir, String(workers)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, MODERATION_WAIT_MS: String(WAIT_MS), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      if (buffered.includes('\n')) resolve(`http://127.0.0.1:${JSON.parse(buffered.split('\n')[0]!).port}`);
    });
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}`)));
  });
}

async function register(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `two.${Date.now()}.${Math.random()}@example.org`, password: 'a-kind-password', ...SAFETY_STEPS_TAKEN }),
  });
  expect(response.status).toBe(201);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function post(base: string, cookie: string, content: string) {
  const started = Date.now();
  const response = await fetch(`${base}/api/messages/text`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ content, category: 'grief_loss' }),
  });
  expect(response.status).toBe(200);
  return { outcome: (await response.json()) as { status: string; rejectionReason: string | null }, ms: Date.now() - started };
}

let checker: string;
let receiver: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-two-'));
  checker = await startInstance(2); // migrates the database first
  receiver = await startInstance(0); // receives posts, checks nothing itself
}, 60_000);
afterAll(async () => {
  await Promise.all(children.map((child) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')))));
  await dropTestDatabase(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`two server processes on one database (${process.env.KINDRED_TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('answers a post within the wait although the other process claimed and checked it', async () => {
    const cookie = await register(receiver);
    const kind = await post(receiver, cookie, 'thank you all for listening tonight');
    expect(kind.outcome).toMatchObject({ status: 'approved', rejectionReason: null });
    expect(kind.ms).toBeLessThan(WAIT_MS);

    const unkind = await post(receiver, cookie, 'UNKIND words');
    expect(unkind.outcome).toMatchObject({ status: 'rejected', rejectionReason: 'Please keep it kind.' });
    expect(unkind.ms).toBeLessThan(WAIT_MS);
  });

  it('answers at once where the process that received the post also checked it', async () => {
    const cookie = await register(checker);
    const { outcome, ms } = await post(checker, cookie, 'a small good thing happened today');
    expect(outcome).toMatchObject({ status: 'approved' });
    expect(ms).toBeLessThan(WAIT_MS);
  });
});
