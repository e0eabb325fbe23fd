import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANUAL_REJECTION_REASON } from '../../shared/constants.js';
import { ADMIN_ERRORS, alreadyDecided } from '../../shared/schemas/admin.js';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import { registerAdmin, type TestMember } from './test-support/admins.js';
import { auditRowsFor, insertReply, insertReport, insertVerdict, insertVoiceMessage } from './test-support/moderation-items.js';

let t: TestApp;
let admin: TestMember;
let member: TestMember;
beforeAll(async () => {
  t = await startTestApp({ moderationWaitMs: 2000 }, { moderator: scriptedModerator() });
  admin = await registerAdmin(t);
  member = await registerMember(t.app);
});
afterAll(async () => t.close());

/** Posts through the real route; the scripted check decides by marker word (CRISIS, UNKIND, BROKEN). */
async function post(content: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/messages/text',
    headers: { cookie: member.cookie },
    payload: { content, category: 'stress_anxiety' },
  });
  expect(response.statusCode).toBe(200);
  return response.json().id;
}

const list = async (kind: 'messages' | 'replies') =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/${kind}`, headers: { cookie: admin.cookie } })).json();

const decide = (kind: 'messages' | 'replies', id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/${kind}/${id}/status`, headers: { cookie: admin.cookie }, payload });

/** Every member signs up with an animal avatar and name. */
const animalOf = (userId: string) =>
  t.ctx.db.selectFrom('users').select(['username', 'profileImageUrl']).where('id', '=', userId).executeTakeFirstOrThrow();

const statusOf = (table: 'messages' | 'replies', id: string) =>
  t.ctx.db.selectFrom(table).select(['status', 'rejectionReason']).where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /api/admin/messages', () => {
  it('shows each message with its author, verdict, scores, transcript and counts', async () => {
    const textId = await post('Holding on today BROKEN');
    const voiceId = await insertVoiceMessage(t.ctx.db, member.user.id, { transcript: 'I had a long day' });
    const replier = await registerMember(t.app);
    await insertReply(t.ctx.db, voiceId, replier.user.id);
    await insertReport(t.ctx.db, replier.user.id, 'message', voiceId);
    await insertReport(t.ctx.db, admin.user.id, 'message', voiceId);

    const messages = await list('messages');
    const text = messages.find((m: { id: string }) => m.id === textId);
    expect(text).toEqual({
      id: textId,
      type: 'text',
      content: 'Holding on today BROKEN',
      audioUrl: null,
      audioDuration: null,
      transcript: null,
      category: 'stress_anxiety',
      status: 'pending',
      rejectionReason: null,
      createdAt: expect.any(String),
      replyCount: 0,
      crisis: 0,
      reportCount: 0,
      verdict: {
        decision: 'hold',
        reason: 'The kindness check could not run, so this is waiting for a person to review it.',
        decidedBy: null,
        scores: {},
        modelVersions: {},
        createdAt: expect.any(String),
      },
      user: { id: member.user.id, ...(await animalOf(member.user.id)), firstName: null, lastName: null, isPremium: 0 },
    });
    expect(JSON.stringify(messages)).not.toContain(member.email);
    expect(messages.find((m: { id: string }) => m.id === voiceId)).toMatchObject({
      type: 'voice',
      audioUrl: `/api/messages/${voiceId}/audio`,
      audioDuration: 12,
      transcript: 'I had a long day',
      replyCount: 1,
      reportCount: 2,
      verdict: null,
    });
  });

  it('puts crisis items first, then reported ones, then the newest', async () => {
    const olderCrisis = await post('CRISIS one');
    const reported = await post('Thinking of you');
    const newerCrisis = await post('CRISIS two');
    const newest = await post('Sending warmth');
    await insertReport(t.ctx.db, admin.user.id, 'message', reported);

    const ids = (await list('messages')).map((m: { id: string }) => m.id);
    const order = [newerCrisis, olderCrisis, reported, newest].map((id) => ids.indexOf(id));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(ids.slice(0, 2)).toEqual([newerCrisis, olderCrisis]);
    expect((await list('messages'))[0]).toMatchObject({
      crisis: 1,
      status: 'pending',
      verdict: { decision: 'hold', reason: 'crisis signals', decidedBy: 'scripted', scores: { scripted: 1 }, modelVersions: { scripted: 'test' } },
    });
  });

  it('names the check that decided, as stored with the verdict', async () => {
    const voiceId = await insertVoiceMessage(t.ctx.db, member.user.id, { status: 'pending' });
    await insertVerdict(t.ctx.db, 'message', voiceId, { decision: 'hold', decidedBy: 'tone_model', scores: { tone_model: 0.83 } });

    expect((await list('messages')).find((m: { id: string }) => m.id === voiceId).verdict).toMatchObject({
      decision: 'hold',
      decidedBy: 'tone_model',
      scores: { tone_model: 0.83 },
    });
  });
});

describe('PATCH /api/admin/messages/{id}/status', () => {
  it('approves a pending message once, with an audit row; a second decision is a 409', async () => {
    const id = await post('CRISIS but hopeful');

    const approved = await decide('messages', id, { status: 'approved', rejectionReason: 'ignored' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ id, status: 'approved', rejectionReason: null });
    expect(await statusOf('messages', id)).toEqual({ status: 'approved', rejectionReason: null });

    const again = await decide('messages', id, { status: 'rejected' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This message was already approved. Only pending messages can be approved or rejected.' });
    expect(await statusOf('messages', id)).toEqual({ status: 'approved', rejectionReason: null });

    const audit = await auditRowsFor(t.ctx.db, id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      adminId: admin.user.id,
      action: 'message.status',
      subjectType: 'message',
      before: JSON.stringify({ status: 'pending', rejectionReason: null }),
      after: JSON.stringify({ status: 'approved', rejectionReason: null }),
    });
  });

  it('stores "Manual moderation" when rejecting without a reason, and a given reason otherwise', async () => {
    const withoutReason = await post('CRISIS again');
    const withReason = await post('CRISIS and more');

    expect((await decide('messages', withoutReason, { status: 'rejected' })).json()).toEqual({
      id: withoutReason,
      status: 'rejected',
      rejectionReason: MANUAL_REJECTION_REASON,
    });
    await decide('messages', withReason, { status: 'rejected', rejectionReason: '  Shares a phone number  ' });

    expect(await statusOf('messages', withoutReason)).toEqual({ status: 'rejected', rejectionReason: 'Manual moderation' });
    expect(await statusOf('messages', withReason)).toEqual({ status: 'rejected', rejectionReason: 'Shares a phone number' });
  });

  it('answers 409 for what the kindness check already decided', async () => {
    const rejected = await post('UNKIND words');
    const approved = await post('You are doing well');

    const onRejected = await decide('messages', rejected, { status: 'approved' });
    expect(onRejected.statusCode).toBe(409);
    expect(onRejected.json().error).toBe(alreadyDecided('message', 'rejected'));
    expect((await decide('messages', approved, { status: 'rejected' })).statusCode).toBe(409);
    expect(await auditRowsFor(t.ctx.db, rejected)).toEqual([]);
  });

  it('answers 404 for an unknown message and 400 for a status other than approved or rejected', async () => {
    const unknown = await decide('messages', 'no-such-message', { status: 'approved' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: ADMIN_ERRORS.messageNotFound });

    const id = await post('CRISIS yet again');
    const back = await decide('messages', id, { status: 'pending' });
    expect(back.statusCode).toBe(400);
    expect(back.json().error).toBe(ADMIN_ERRORS.decision);
  });
});

describe('replies', () => {
  it('lists replies with their transcript, crisis and report counts, crisis first then reported', async () => {
    const messageId = await post('A message to answer');
    const replier = await registerMember(t.app);
    const plain = await insertReply(t.ctx.db, messageId, replier.user.id);
    const reported = await insertReply(t.ctx.db, messageId, replier.user.id);
    const crisis = await insertReply(t.ctx.db, messageId, replier.user.id, { crisis: 1 });
    const newest = await insertReply(t.ctx.db, messageId, replier.user.id);
    await insertReport(t.ctx.db, member.user.id, 'reply', reported);

    const replies = await list('replies');
    const ids = replies.map((r: { id: string }) => r.id).filter((id: string) => [plain, reported, crisis, newest].includes(id));
    expect(ids).toEqual([crisis, reported, newest, plain]);
    expect(replies.find((r: { id: string }) => r.id === reported)).toEqual({
      id: reported,
      messageId,
      audioUrl: `/api/replies/${reported}/audio`,
      audioDuration: 7,
      transcript: 'you are not alone',
      status: 'pending',
      rejectionReason: null,
      createdAt: expect.any(String),
      crisis: 0,
      reportCount: 1,
      verdict: null,
      user: { id: replier.user.id, ...(await animalOf(replier.user.id)), firstName: null, lastName: null, isPremium: 0 },
    });
  });

  it("approving a reply notifies the message's author once, with an audit row", async () => {
    const messageId = await post('Anyone else up late?');
    const replier = await registerMember(t.app);
    const replyId = await insertReply(t.ctx.db, messageId, replier.user.id);

    const response = await decide('replies', replyId, { status: 'approved' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: replyId, status: 'approved', rejectionReason: null });

    const notifications = await t.ctx.db.selectFrom('notifications').selectAll().where('replyId', '=', replyId).execute();
    expect(notifications).toEqual([
      { id: expect.any(String), userId: member.user.id, senderId: replier.user.id, messageId, replyId, isRead: 0, createdAt: expect.any(String) },
    ]);
    expect((await decide('replies', replyId, { status: 'rejected' })).json()).toEqual({
      error: 'This reply was already approved. Only pending replies can be approved or rejected.',
    });
    expect(await auditRowsFor(t.ctx.db, replyId)).toEqual([expect.objectContaining({ action: 'reply.status', subjectType: 'reply' })]);
  });

  it('notifies no one when a reply is rejected, or when the author answered their own message', async () => {
    const messageId = await post('Talking to myself');
    const own = await insertReply(t.ctx.db, messageId, member.user.id);
    const other = await insertReply(t.ctx.db, messageId, admin.user.id);

    expect((await decide('replies', own, { status: 'approved' })).statusCode).toBe(200);
    expect((await decide('replies', other, { status: 'rejected' })).json().rejectionReason).toBe(MANUAL_REJECTION_REASON);

    const notified = await t.ctx.db.selectFrom('notifications').select('id').where('messageId', '=', messageId).execute();
    expect(notified).toEqual([]);
  });

  it('answers 404 for an unknown reply', async () => {
    const response = await decide('replies', 'no-such-reply', { status: 'approved' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: ADMIN_ERRORS.replyNotFound });
  });
});
