import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { registerAdmin } from '../admin/test-support/admins.js';
import { insertReport } from '../admin/test-support/moderation-items.js';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/ids.js';
import type { Moderator } from './verdict.js';

const opened: TestApp[] = [];
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

async function open(moderator: Moderator, dataDir?: string): Promise<TestApp> {
  const t = await startTestApp({ moderationWaitMs: 2000, ...(dataDir ? { dataDir } : {}) }, { moderator });
  opened.push(t);
  return t;
}

async function postText(t: TestApp, cookie: string, content: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/messages/text', headers: { cookie }, payload: { content, category: 'grief_loss' } });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; status: string };
}

const jobsOf = (t: TestApp, id: string) =>
  t.ctx.db.selectFrom('moderationJobs').select(['state']).where('subjectId', '=', id).execute();
const verdictsOf = (t: TestApp, id: string) =>
  t.ctx.db.selectFrom('moderationVerdicts').select(['decision']).where('subjectId', '=', id).execute();

describe('the life of a moderated item', () => {
  it('closes the job of a held item an admin decided, so a restart does not judge it again', async () => {
    const first = await open(scriptedModerator());
    const member = await registerMember(first.app);
    const admin = await registerAdmin(first);
    const held = await postText(first, member.cookie, 'BROKEN model, please read me');
    expect(held.status).toBe('pending');
    expect(await jobsOf(first, held.id)).toEqual([{ state: 'held' }]);

    const decided = await first.app.inject({
      method: 'PATCH',
      url: `/api/admin/messages/${held.id}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'approved' },
    });
    expect(decided.statusCode).toBe(200);
    expect(await jobsOf(first, held.id)).toEqual([{ state: 'done' }]);

    // The restart: same data dir, a check that now works and would judge anything still queued.
    const { dataDir } = first;
    await first.app.close();
    opened.splice(opened.indexOf(first), 1);
    const moderator = scriptedModerator();
    const second = await open(moderator, dataDir);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(moderator.calls).toEqual([]);
    expect(await verdictsOf(second, held.id)).toEqual([{ decision: 'hold' }]);
    const row = await second.ctx.db.selectFrom('messages').select('status').where('id', '=', held.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('approved');
  });

  it('closes, without judging, a held job whose item is no longer pending when it is claimed again', async () => {
    const first = await open(scriptedModerator());
    const member = await registerMember(first.app);
    const held = await postText(first, member.cookie, 'BROKEN again');
    // An item decided by a path that did not close its job (a row from an older version).
    await first.ctx.db.updateTable('messages').set({ status: 'approved' }).where('id', '=', held.id).execute();
    const { dataDir } = first;
    await first.app.close();
    opened.splice(opened.indexOf(first), 1);

    const moderator = scriptedModerator();
    const second = await open(moderator, dataDir);
    const deadline = Date.now() + 5000;
    while ((await jobsOf(second, held.id))[0]?.state !== 'done' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await jobsOf(second, held.id)).toEqual([{ state: 'done' }]);
    expect(moderator.calls).toEqual([]);
    expect(await verdictsOf(second, held.id)).toEqual([{ decision: 'hold' }]);
  });

  it('lets only the first of an admin and a late verdict decide, and tells subscribers once', async () => {
    const stuck = { moderate: () => new Promise<never>(() => undefined) };
    const t = await startTestApp({ moderationWaitMs: 50 }, { moderator: stuck });
    opened.push(t);
    const member = await registerMember(t.app);
    const admin = await registerAdmin(t);
    const items = t.ctx.moderatedItems;
    const heard: string[] = [];
    items.onDecided('rejected', async (_trx, item) => void heard.push(`${item.status} by ${item.by}`));
    const ref = await items.submit('message', async (trx, id) => {
      await trx.insertInto('messages').values({ id, userId: member.user.id, type: 'text', content: 'hello', category: 'grief_loss', createdAt: 'x', updatedAt: 'x' }).execute();
    });

    const byAdmin = await items.transition(ref, { by: 'admin', adminId: admin.user.id, status: 'rejected', rejectionReason: 'Manual moderation' });
    const late = await items.transition(ref, {
      by: 'check',
      verdict: { decision: 'approve', reason: null, crisis: false, decidedBy: null, scores: {}, modelVersions: {} },
    });

    expect(byAdmin).toEqual({ outcome: 'moved' });
    expect(late).toEqual({ outcome: 'already-decided', status: 'rejected' });
    expect(heard).toEqual(['rejected by admin']);
    expect(await verdictsOf(t, ref.id)).toEqual([]);
    expect(await jobsOf(t, ref.id)).toEqual([{ state: 'done' }]);
    expect(await items.awaitOutcome(ref)).toEqual({ id: ref.id, status: 'rejected', rejectionReason: 'Manual moderation', crisis: false });
    expect(await items.transition({ type: 'message', id: 'nope' }, { by: 'admin', adminId: admin.user.id, status: 'approved', rejectionReason: null })).toEqual({
      outcome: 'missing',
    });
    // The stuck check never finishes: shutting down abandons it after the bound, as a crash would.
    await t.ctx.moderationQueue.stop(50);
  });

  it("re-queues at start only the jobs of processes that are gone, never a live process's", async () => {
    const first = await open(scriptedModerator());
    const member = await registerMember(first.app);
    const items = first.ctx.moderatedItems;
    const insert = (content: string) => async (trx: Db, id: string) => {
      await trx.insertInto('messages').values({ id, userId: member.user.id, type: 'text', content, category: 'grief_loss', createdAt: nowIso(), updatedAt: nowIso() }).execute();
    };
    await first.ctx.moderationQueue.stop(50);
    const live = await items.submit('message', insert('checked by a live process'));
    const crashed = await items.submit('message', insert('checked by a process that died'));
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    const running = (id: string, claimedBy: string) =>
      first.ctx.db.updateTable('moderationJobs').set({ state: 'running', claimedBy }).where('subjectId', '=', id).execute();
    await running(live.id, `${os.hostname()}/${process.pid}`);
    await running(crashed.id, `${os.hostname()}/${gone}`);
    const { dataDir } = first;
    await first.app.close();
    opened.splice(opened.indexOf(first), 1);

    const moderator = scriptedModerator();
    const second = await open(moderator, dataDir);
    expect(await second.ctx.moderatedItems.awaitOutcome(crashed)).toMatchObject({ status: 'approved' });
    expect(moderator.calls).toEqual(['checked by a process that died']);
    expect(await jobsOf(second, live.id)).toEqual([{ state: 'running' }]);
  });

  it("deletes an account's jobs, verdicts and reports, and keeps audit rows without naming the member", async () => {
    const t = await open(scriptedModerator());
    const member = await registerMember(t.app);
    const other = await registerMember(t.app);
    const admin = await registerAdmin(t);
    const crisis = await postText(t, member.cookie, 'CRISIS I have the pills counted out');
    const kept = await postText(t, other.cookie, 'a kind word from someone else');
    const reply = (messageId: string, userId: string, transcript: string) =>
      t.ctx.moderatedItems.submit('reply', async (trx, id) => {
        await trx.insertInto('replies').values({ id, messageId, userId, audioPath: null, audioMimeType: null, audioDuration: 3, transcript, createdAt: nowIso(), updatedAt: nowIso() }).execute();
      });
    const ownMessage = await postText(t, member.cookie, 'a quiet evening, thank you all');
    const theirReplyToMember = await reply(ownMessage.id, other.user.id, 'glad you had a quiet one');
    const memberReplyToOther = await reply(kept.id, member.user.id, 'thank you for this');
    const othersReplyToOther = await reply(kept.id, other.user.id, 'replying to my own post');
    for (const ref of [theirReplyToMember, memberReplyToOther, othersReplyToOther]) await t.ctx.moderatedItems.awaitOutcome(ref);
    await insertReport(t.ctx.db, other.user.id, 'reply', memberReplyToOther.id);
    await t.ctx.db.updateTable('users').set({ isAdmin: 1 }).where('id', '=', member.user.id).execute();
    await t.app.inject({ method: 'PATCH', url: `/api/admin/users/${other.user.id}/premium`, headers: { cookie: member.cookie }, payload: { isPremium: 1 } });
    await insertReport(t.ctx.db, other.user.id, 'message', crisis.id);
    await insertReport(t.ctx.db, member.user.id, 'message', kept.id);
    const decided = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/messages/${crisis.id}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'rejected', rejectionReason: 'Held: mentions pills counted out' },
    });
    expect(decided.statusCode).toBe(200);
    const premium = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.user.id}/premium`,
      headers: { cookie: admin.cookie },
      payload: { isPremium: 1 },
    });
    expect(premium.statusCode).toBe(200);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: member.cookie } });
    expect(deleted.statusCode).toBe(200);

    const db = t.ctx.db;
    const gone = [crisis.id, ownMessage.id, theirReplyToMember.id, memberReplyToOther.id];
    expect(await db.selectFrom('moderationJobs').select('subjectId').where('subjectId', 'in', gone).execute()).toEqual([]);
    expect(await db.selectFrom('moderationVerdicts').select('subjectId').where('subjectId', 'in', gone).execute()).toEqual([]);
    expect(await db.selectFrom('reports').select('subjectId').execute()).toEqual([]);
    const audit = await db.selectFrom('auditLog').selectAll().execute();
    expect(audit.map((row) => row.action).sort()).toEqual(['message.status', 'user.premium', 'user.premium']);
    const trail = JSON.stringify(audit);
    expect(trail).not.toContain(member.user.id);
    expect(trail).not.toContain(crisis.id);
    expect(trail).not.toContain('pills');
    // What belongs to others stays: their message, their reply to it, and the premium they were granted.
    expect(await verdictsOf(t, kept.id)).toEqual([{ decision: 'approve' }]);
    expect(await verdictsOf(t, othersReplyToOther.id)).toEqual([{ decision: 'approve' }]);
    expect(audit.filter((row) => row.subjectId === other.user.id)).toHaveLength(1);
  });
});
