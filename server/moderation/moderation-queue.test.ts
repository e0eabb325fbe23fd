import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGE_ERRORS } from '../../shared/schemas/messages.js';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import { testDatabaseUrl } from '../test-support/test-database.js';

const opened: TestApp[] = [];
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

async function statusOf(t: TestApp, id: string): Promise<string | undefined> {
  const row = await t.ctx.db.selectFrom('messages').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the durable moderation queue', () => {
  it('answers "pending" when the check is slow, and publishes once it is done', async () => {
    const t = await startTestApp({ moderationWaitMs: 100 }, { moderator: scriptedModerator({ delayMs: 600 }) });
    opened.push(t);
    const member = await registerMember(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages/text',
      headers: { cookie: member.cookie },
      payload: { content: 'slow but kind', category: 'grief_loss' },
    });
    expect(response.json()).toMatchObject({ status: 'pending', crisis: false });
    await eventually(async () => (await statusOf(t, response.json().id)) === 'approved');
  });

  it('loses nothing when the server is killed mid-check: the job resumes at the next start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-crash-'));
    // node itself, not npx: SIGKILL must reach the process that holds the database.
    const databaseUrl = await testDatabaseUrl(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../test-support/crash-mid-moderation.ts'), dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    });
    const line = await new Promise<string>((resolve, reject) => {
      let buffered = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        if (buffered.includes('\n')) resolve(buffered.split('\n')[0] ?? '');
      });
      child.on('exit', (code) => reject(new Error(`child exited early with ${code}`)));
    });
    const { outcome } = JSON.parse(line);
    expect(outcome).toMatchObject({ status: 'pending' });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    const moderator = scriptedModerator();
    const t = await startTestApp({ dataDir }, { moderator });
    opened.push(t);
    await eventually(async () => (await statusOf(t, outcome.id)) === 'approved');
    expect(moderator.calls).toEqual(['Please do not lose this']);
    const job = await t.ctx.db.selectFrom('moderationJobs').select(['state', 'attempts']).where('subjectId', '=', outcome.id).executeTakeFirstOrThrow();
    expect(job).toEqual({ state: 'done', attempts: 2 });
  });

  it('retries a held job at the next start but never overrides a decision a person made meanwhile', async () => {
    const failing = await startTestApp({ moderationWaitMs: 1000 }, { moderator: scriptedModerator() });
    const member = await registerMember(failing.app);
    const post = (content: string) =>
      failing.app.inject({ method: 'POST', url: '/api/messages/text', headers: { cookie: member.cookie }, payload: { content, category: 'grief_loss' } });
    const heldThenRetried = (await post('BROKEN now, fine later')).json().id;
    const decidedByAdmin = (await post('BROKEN and then rejected by a person')).json().id;
    await failing.ctx.db.updateTable('messages').set({ status: 'rejected', rejectionReason: 'Manual moderation' }).where('id', '=', decidedByAdmin).execute();
    await failing.app.close();

    const healed = { moderate: async () => ({ decision: 'approve' as const, reason: null, crisis: false, decidedBy: null, scores: {}, modelVersions: {} }) };
    const t = await startTestApp({ dataDir: failing.dataDir }, { moderator: healed });
    opened.push(t);
    await eventually(async () => (await statusOf(t, heldThenRetried)) === 'approved');
    await eventually(async () => {
      const jobs = await t.ctx.db.selectFrom('moderationJobs').select('state').where('subjectId', '=', decidedByAdmin).execute();
      return jobs.every((job) => job.state === 'done');
    });
    expect(await statusOf(t, decidedByAdmin)).toBe('rejected');
  });
});

describe('back-pressure', () => {
  it('answers 503 with a clear sentence when too many checks are waiting, and stores nothing', async () => {
    const stuck = { moderate: () => new Promise<never>(() => undefined) };
    const t = await startTestApp({ moderationWaitMs: 50, moderationMaxBacklog: 2 }, { moderator: stuck });
    const member = await registerMember(t.app);
    const post = () =>
      t.app.inject({ method: 'POST', url: '/api/messages/text', headers: { cookie: member.cookie }, payload: { content: 'hi', category: 'grief_loss' } });
    expect((await post()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(200);
    const refused = await post();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: MESSAGE_ERRORS.busy });
    const count = await t.ctx.db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
    // The stuck checks never finish: shutting down abandons them after the bound, as a crash would.
    await t.ctx.moderationQueue.stop(50);
    await t.close();
  });
});

describe('a check that fails once', () => {
  it('is tried once more (a crashed model worker has been replaced by then) before anything is held', async () => {
    let calls = 0;
    const flaky = {
      async moderate() {
        calls += 1;
        if (calls === 1) throw new Error('worker exited');
        return { decision: 'approve' as const, reason: null, crisis: false, decidedBy: null, scores: {}, modelVersions: {} };
      },
    };
    const t = await startTestApp({ moderationWaitMs: 3000 }, { moderator: flaky });
    opened.push(t);
    const member = await registerMember(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages/text',
      headers: { cookie: member.cookie },
      payload: { content: 'a second try', category: 'grief_loss' },
    });
    expect(response.json()).toMatchObject({ status: 'approved' });
    expect(calls).toBe(2);
  });
});
