import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_STEPS_TAKEN } from '../../shared/schemas/auth.js';
import { openDatabase, type Db } from '../db/database.js';
import { dropTestDatabase, onPostgres, testDatabaseUrl } from '../test-support/test-database.js';

const WAIT_MS = 6000;
const children: ChildProcess[] = [];
const dataDirs: string[] = [];
const databases: Db[] = [];

/** One server process on a shared data dir (and database); resolves with its base URL once it listens. */
async function startInstance(dataDir: string, workers: number, checkDelayMs = 0): Promise<{ url: string; child: ChildProcess }> {
  const databaseUrl = await testDatabaseUrl(dataDir);
  const script = path.join(import.meta.dirname, '../test-support/serve-instance.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir, String(workers), String(checkDelayMs)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, MODERATION_WAIT_MS: String(WAIT_MS), KINDRED_AUTH_RATE_LIMIT: '1000', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  children.push(child);
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      if (buffered.includes('\n')) resolve(`http://127.0.0.1:${JSON.parse(buffered.split('\n')[0]!).port}`);
    });
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}`)));
  });
  return { url, child };
}

function newDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-two-'));
  dataDirs.push(dir);
  return dir;
}

/** The test's own view of the shared database, to count what the instances wrote. */
async function inspect(dataDir: string): Promise<Db> {
  const { db } = openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  databases.push(db);
  return db;
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
  return { outcome: (await response.json()) as { id: string; status: string; rejectionReason: string | null }, ms: Date.now() - started };
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    child.once('exit', resolve);
    child.kill(signal);
  });

afterAll(async () => {
  await Promise.all(children.map((child) => stop(child, 'SIGTERM')));
  for (const db of databases) await db.destroy();
  for (const dir of dataDirs) {
    await dropTestDatabase(dir);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe(`two server processes on one database (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let dataDir: string;
  let checker: string;
  let receiver: string;
  beforeAll(async () => {
    dataDir = newDataDir();
    checker = (await startInstance(dataDir, 2)).url; // migrates the database first
    receiver = (await startInstance(dataDir, 0)).url; // receives posts, checks nothing itself
  }, 60_000);

  it('answers a post within the wait although the other process claimed and checked it', async () => {
    const cookie = await register(receiver);
    const kind = await post(receiver, cookie, 'thank you all for listening tonight');
    expect(kind.outcome).toMatchObject({ status: 'approved', rejectionReason: null });
    expect(kind.ms).toBeLessThan(WAIT_MS);

    const unkind = await post(receiver, cookie, 'UNKIND words');
    expect(unkind.outcome).toMatchObject({ status: 'rejected', rejectionReason: 'Please keep it kind.' });
    expect(unkind.ms).toBeLessThan(WAIT_MS);
  });

  it('keeps a session made on one instance valid on the other', async () => {
    const cookie = await register(receiver);
    const me = await fetch(`${checker}/api/auth/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
  });

  it('checks each of 50 messages posted across both instances exactly once', async () => {
    const second = (await startInstance(dataDir, 2)).url; // two checkers now compete for every job
    const members = await Promise.all(Array.from({ length: 10 }, (_, i) => register(i % 2 ? receiver : second)));
    const outcomes = await Promise.all(
      members.flatMap((cookie, m) => Array.from({ length: 5 }, (_, n) => post([checker, second, receiver][(m + n) % 3]!, cookie, `a kind note ${m}-${n}`))),
    );
    const ids = outcomes.map(({ outcome }) => outcome.id);
    expect(new Set(ids).size).toBe(50);
    const db = await inspect(dataDir);
    await eventually(async () => (await db.selectFrom('messages').select('id').where('id', 'in', ids).where('status', '=', 'approved').execute()).length === 50);
    const verdicts = await db.selectFrom('moderationVerdicts').select('subjectId').where('subjectId', 'in', ids).execute();
    expect(verdicts).toHaveLength(50);
    const jobs = await db.selectFrom('moderationJobs').select(['state', 'attempts']).where('subjectId', 'in', ids).execute();
    expect(jobs.every((job) => job.state === 'done' && job.attempts === 1)).toBe(true);
  }, 60_000);
});

describe(`an instance killed mid-check (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('loses nothing: another instance takes the job over once the killed one is gone', async () => {
    const dataDir = newDataDir();
    const slow = await startInstance(dataDir, 2, 60_000); // its check never finishes in time
    const receiver = (await startInstance(dataDir, 0)).url;
    const cookie = await register(receiver);
    const { outcome } = await post(receiver, cookie, 'please do not lose this one');
    expect(outcome.status).toBe('pending');
    const db = await inspect(dataDir);
    await eventually(async () => (await db.selectFrom('moderationJobs').select('state').where('subjectId', '=', outcome.id).executeTakeFirst())?.state === 'running');

    await stop(slow.child, 'SIGKILL');
    await startInstance(dataDir, 2); // at start it re-queues the jobs of processes that are gone

    await eventually(async () => (await db.selectFrom('messages').select('status').where('id', '=', outcome.id).executeTakeFirst())?.status === 'approved');
    const job = await db.selectFrom('moderationJobs').select(['state', 'attempts']).where('subjectId', '=', outcome.id).executeTakeFirstOrThrow();
    expect(job).toEqual({ state: 'done', attempts: 2 });
    expect(await db.selectFrom('moderationVerdicts').select('decision').where('subjectId', '=', outcome.id).execute()).toEqual([{ decision: 'approve' }]);
  }, 60_000);
});
