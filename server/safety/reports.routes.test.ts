import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '../../shared/schemas/auth.js';
import { REPORTS_PER_HOUR, SAFETY_ERRORS } from '../../shared/schemas/safety.js';
import { registerAdmin } from '../admin/test-support/admins.js';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import { approvedReplyBy, as, badgesOf, messageBy, type Member } from './test-support/safety-fixtures.js';

let t: TestApp;
let author: Member;
let admin: Member;

beforeAll(async () => {
  t = await startTestApp({}, { moderator: scriptedModerator() });
  author = await registerMember(t.app);
  admin = await registerAdmin(t);
});
afterAll(async () => t?.close());

const report = (who: Member | null, subjectType: string, subjectId: string, reason = 'unkind') =>
  as(t, who, 'POST', '/api/reports', { subjectType, subjectId, reason });
const rowOf = (id: string) => t.ctx.db.selectFrom('messages').select(['status', 'crisis']).where('id', '=', id).executeTakeFirstOrThrow();
const feedIds = async (who: Member | null = null) =>
  (await as(t, who, 'GET', '/api/messages?limit=50')).json().messages.map((m: { id: string }) => m.id) as string[];

describe('POST /api/reports', () => {
  it('sends an approved message back to the admin queue, flagged with its report count', async () => {
    const reporter = await registerMember(t.app);
    const message = await messageBy(t, author);
    const response = await report(reporter, 'message', message);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, crisis: false });
    expect(await rowOf(message)).toEqual({ status: 'pending', crisis: 0 });
    expect(await feedIds()).not.toContain(message);

    const queue = (await as(t, admin, 'GET', '/api/admin/messages')).json();
    expect(queue.find((m: { id: string }) => m.id === message)).toMatchObject({ status: 'pending', crisis: 0, reportCount: 1 });
    const stored = await t.ctx.db.selectFrom('reports').select(['reporterId', 'reason', 'upheldAt']).where('subjectId', '=', message).execute();
    expect(stored).toEqual([{ reporterId: reporter.user.id, reason: 'unkind', upheldAt: null }]);
  });

  it('raises the crisis flag for "someone may be at risk" and tells the client to show the crisis resources', async () => {
    const reporter = await registerMember(t.app);
    const message = await messageBy(t, author);
    const response = await report(reporter, 'message', message, 'at_risk');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, crisis: true });
    expect(await rowOf(message)).toEqual({ status: 'pending', crisis: 1 });
  });

  it('reports a published reply too', async () => {
    const reporter = await registerMember(t.app);
    const reply = await approvedReplyBy(t, await messageBy(t, author), await registerMember(t.app));
    expect((await report(reporter, 'reply', reply, 'spam')).json()).toEqual({ ok: true, crisis: false });
    const row = await t.ctx.db.selectFrom('replies').select('status').where('id', '=', reply).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('answers 409 to a second report of the same item by the same member, and keeps one report', async () => {
    const reporter = await registerMember(t.app);
    const message = await messageBy(t, author);
    expect((await report(reporter, 'message', message)).statusCode).toBe(200);
    const again = await report(reporter, 'message', message, 'spam');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: SAFETY_ERRORS.alreadyReported });
    expect(await t.ctx.db.selectFrom('reports').select('id').where('subjectId', '=', message).execute()).toHaveLength(1);
  });

  it('answers 400 to a report of one\'s own message, leaving it published', async () => {
    const message = await messageBy(t, author);
    const response = await report(author, 'message', message);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: SAFETY_ERRORS.ownItem });
    expect(await rowOf(message)).toEqual({ status: 'approved', crisis: 0 });
  });

  it('answers 404 to an unknown item and to one the reporter cannot see (not published, not theirs)', async () => {
    const reporter = await registerMember(t.app);
    const pending = await messageBy(t, author, { status: 'pending' });
    const rejected = await messageBy(t, author, { status: 'rejected' });
    for (const [type, id] of [['message', 'no-such-id'], ['reply', 'no-such-id'], ['message', pending], ['message', rejected]] as const) {
      const response = await report(reporter, type, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: SAFETY_ERRORS.subject });
    }
    expect(await t.ctx.db.selectFrom('reports').select('id').where('reporterId', '=', reporter.user.id).execute()).toEqual([]);
  });

  it('still takes a report of an item the reporter hid', async () => {
    const reporter = await registerMember(t.app);
    const message = await messageBy(t, author);
    expect((await as(t, reporter, 'POST', '/api/hidden', { subjectType: 'message', subjectId: message })).statusCode).toBe(200);
    expect((await report(reporter, 'message', message)).statusCode).toBe(200);
  });

  it('answers 400 with a sentence to a bad reason, and 401 to a visitor', async () => {
    const reporter = await registerMember(t.app);
    const message = await messageBy(t, author);
    const bad = await report(reporter, 'message', message, 'boring');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(SAFETY_ERRORS.reason);
    const visitor = await report(null, 'message', message);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ error: AUTH_ERRORS.notSignedIn });
    expect(await rowOf(message)).toEqual({ status: 'approved', crisis: 0 });
  });

  it(`limits a member to ${REPORTS_PER_HOUR} reports in a rolling hour: 429 with Retry-After in seconds`, async () => {
    const reporter = await registerMember(t.app);
    const targets = [];
    for (let i = 0; i <= REPORTS_PER_HOUR; i++) targets.push(await messageBy(t, author));
    for (const id of targets.slice(0, REPORTS_PER_HOUR)) expect((await report(reporter, 'message', id)).statusCode).toBe(200);

    const eleventh = targets[REPORTS_PER_HOUR]!;
    const limited = await report(reporter, 'message', eleventh);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: SAFETY_ERRORS.tooManyReports });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3590);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await rowOf(eleventh)).toEqual({ status: 'approved', crisis: 0 });

    // The window rolls: the oldest report made 59.5 minutes ago leaves it in about 30 seconds.
    const oldest = targets[0]!;
    const setOldestAt = (msAgo: number) =>
      t.ctx.db.updateTable('reports').set({ createdAt: new Date(Date.now() - msAgo).toISOString() }).where('subjectId', '=', oldest).execute();
    await setOldestAt(59.5 * 60 * 1000);
    const retry = Number((await report(reporter, 'message', eleventh)).headers['retry-after']);
    expect(retry).toBeGreaterThanOrEqual(29);
    expect(retry).toBeLessThanOrEqual(30);
    await setOldestAt(61 * 60 * 1000);
    expect((await report(reporter, 'message', eleventh)).statusCode).toBe(200);
  });
});

describe('upheld reports and the shield badge', () => {
  const decide = (id: string, status: 'approved' | 'rejected') => as(t, admin, 'PATCH', `/api/admin/messages/${id}/status`, { status });
  const upheld = async (reporter: Member) =>
    t.ctx.db.selectFrom('reports').select('upheldAt').where('reporterId', '=', reporter.user.id).where('upheldAt', 'is not', null).execute();

  it('awards shield once an admin has rejected three of the member\'s reported items, not at two', async () => {
    const reporter = await registerMember(t.app);
    const items = [await messageBy(t, author), await messageBy(t, author), await messageBy(t, author)];
    for (const id of items) expect((await report(reporter, 'message', id)).statusCode).toBe(200);

    expect((await decide(items[0]!, 'rejected')).statusCode).toBe(200);
    expect((await decide(items[1]!, 'rejected')).statusCode).toBe(200);
    expect(await upheld(reporter)).toHaveLength(2);
    expect(await badgesOf(t, reporter)).toEqual([]);

    expect((await decide(items[2]!, 'rejected')).statusCode).toBe(200);
    expect(await upheld(reporter)).toHaveLength(3);
    expect(await badgesOf(t, reporter)).toEqual(['shield']);
  });

  it('upholds nothing when an admin approves the reported item or the kindness check rejects it', async () => {
    const reporter = await registerMember(t.app);
    const approvedByAdmin = [await messageBy(t, author), await messageBy(t, author)];
    const rejectedByCheck = await messageBy(t, author);
    for (const id of [...approvedByAdmin, rejectedByCheck]) expect((await report(reporter, 'message', id)).statusCode).toBe(200);

    for (const id of approvedByAdmin) expect((await decide(id, 'approved')).statusCode).toBe(200);
    const reject = { decision: 'reject', reason: 'Please keep it kind.', crisis: false, decidedBy: 'scripted', scores: {}, modelVersions: {} } as const;
    expect(await t.ctx.moderatedItems.transition({ type: 'message', id: rejectedByCheck }, { by: 'check', verdict: reject })).toEqual({ outcome: 'moved' });

    expect(await upheld(reporter)).toEqual([]);
    expect(await badgesOf(t, reporter)).toEqual([]);
  });
});
