import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '../../shared/schemas/auth.js';
import { SAFETY_ERRORS } from '../../shared/schemas/safety.js';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import { approvedReplyBy, as, messageBy, type Member } from './test-support/safety-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { moderator: scriptedModerator() });
});
afterAll(async () => t?.close());

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
const feed = async (who: Member | null) => (await as(t, who, 'GET', '/api/messages?limit=50')).json().messages as { id: string; replyCount: number }[];
const replies = async (who: Member | null, messageId: string) => (await as(t, who, 'GET', `/api/messages/${messageId}/replies`)).json() as { id: string }[];
const notifications = async (who: Member) => (await as(t, who, 'GET', '/api/notifications')).json() as { id: string; message: { id: string } }[];
const unread = async (who: Member) => (await as(t, who, 'GET', '/api/notifications/unread-count')).json().count as number;
const replyCountIn = async (who: Member | null, messageId: string) => (await feed(who)).find((m) => m.id === messageId)?.replyCount;

describe('POST /api/blocks, GET /api/blocks, DELETE /api/blocks/{id}', () => {
  let blocker: Member;
  let blocked: Member;
  let bystander: Member;
  let blockedMessage: string;
  let blockersMessage: string;
  let bystandersMessage: string;
  let blockedReplyToBlocker: string;
  let bystanderReplyToBlocker: string;
  let blockedReplyToBystander: string;

  beforeAll(async () => {
    [blocker, blocked, bystander] = [await registerMember(t.app), await registerMember(t.app), await registerMember(t.app)];
    await t.ctx.db.updateTable('users').set({ username: 'Quiet-Owl', profileImageUrl: '🦉' }).where('id', '=', blocked.user.id).execute();
    blockedMessage = await messageBy(t, blocked);
    blockersMessage = await messageBy(t, blocker);
    bystandersMessage = await messageBy(t, bystander);
    blockedReplyToBlocker = await approvedReplyBy(t, blockersMessage, blocked);
    bystanderReplyToBlocker = await approvedReplyBy(t, blockersMessage, bystander);
    blockedReplyToBystander = await approvedReplyBy(t, bystandersMessage, blocked);
  });

  it('hides the blocked member\'s messages, replies and notifications from the blocker only, until unblocked', async () => {
    expect(ids(await feed(blocker))).toContain(blockedMessage);
    expect(ids(await replies(blocker, blockersMessage))).toEqual([blockedReplyToBlocker, bystanderReplyToBlocker]);
    expect(await unread(blocker)).toBe(2);

    const response = await as(t, blocker, 'POST', '/api/blocks', { subjectType: 'message', subjectId: blockedMessage });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect(ids(await feed(blocker))).not.toContain(blockedMessage);
    expect(await replyCountIn(blocker, blockersMessage)).toBe(1);
    expect(ids(await replies(blocker, blockersMessage))).toEqual([bystanderReplyToBlocker]);
    expect(ids(await replies(blocker, bystandersMessage))).toEqual([]);
    expect((await notifications(blocker)).map((n) => n.message.id)).toEqual([blockersMessage]);
    expect(await unread(blocker)).toBe(1);

    // One-way: everyone else, the blocked member included, sees what they saw before.
    for (const other of [null, bystander, blocked]) {
      expect(ids(await feed(other))).toEqual(expect.arrayContaining([blockedMessage, blockersMessage]));
      expect(await replyCountIn(other, blockersMessage)).toBe(2);
      expect(ids(await replies(other, bystandersMessage))).toEqual([blockedReplyToBystander]);
    }

    const [block] = (await as(t, blocker, 'GET', '/api/blocks')).json();
    expect((await as(t, blocker, 'DELETE', `/api/blocks/${block.id}`)).json()).toEqual({ ok: true });
    expect(ids(await feed(blocker))).toContain(blockedMessage);
    expect(ids(await replies(blocker, blockersMessage))).toEqual([blockedReplyToBlocker, bystanderReplyToBlocker]);
    expect(await unread(blocker)).toBe(2);
  });

  it('blocks the author of a reply too, once however often asked', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await as(t, blocker, 'POST', '/api/blocks', { subjectType: 'reply', subjectId: blockedReplyToBystander });
      expect(response.json()).toEqual({ ok: true });
    }
    const rows = await t.ctx.db.selectFrom('blocks').select('blockedId').where('blockerId', '=', blocker.user.id).execute();
    expect(rows).toEqual([{ blockedId: blocked.user.id }]);
    expect(ids(await feed(blocker))).not.toContain(blockedMessage);
    const [block] = (await as(t, blocker, 'GET', '/api/blocks')).json();
    await as(t, blocker, 'DELETE', `/api/blocks/${block.id}`);
  });

  it('lists whom the member blocked by username and avatar, never an id or e-mail of theirs', async () => {
    await as(t, blocker, 'POST', '/api/blocks', { subjectType: 'message', subjectId: blockedMessage });
    const response = await as(t, blocker, 'GET', '/api/blocks');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const blockRow = await t.ctx.db.selectFrom('blocks').select(['id', 'createdAt']).where('blockerId', '=', blocker.user.id).executeTakeFirstOrThrow();
    expect(response.json()).toEqual([{ id: blockRow.id, username: 'Quiet-Owl', profileImageUrl: '🦉', blockedAt: blockRow.createdAt }]);
    expect(response.body).not.toContain(blocked.user.id);
    expect(response.body).not.toContain(blocked.email);
    expect(response.body).not.toContain(blocker.user.id);
    expect((await as(t, bystander, 'GET', '/api/blocks')).json()).toEqual([]);
  });

  it('answers 404 to unblocking a block that is not the caller\'s, and leaves it', async () => {
    const [block] = (await as(t, blocker, 'GET', '/api/blocks')).json();
    for (const [who, id] of [[bystander, block.id], [blocked, block.id], [blocker, 'no-such-block']] as const) {
      const response = await as(t, who, 'DELETE', `/api/blocks/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: SAFETY_ERRORS.blockNotFound });
    }
    expect((await as(t, blocker, 'GET', '/api/blocks')).json()).toHaveLength(1);
    expect((await as(t, blocker, 'DELETE', `/api/blocks/${block.id}`)).statusCode).toBe(200);
    expect((await as(t, blocker, 'DELETE', `/api/blocks/${block.id}`)).statusCode).toBe(404);
  });

  it('answers 400 to blocking oneself and 404 to an item the member cannot see', async () => {
    for (const [subjectType, subjectId] of [['message', blockersMessage], ['reply', bystanderReplyToBlocker]] as const) {
      const who = subjectType === 'message' ? blocker : bystander;
      const response = await as(t, who, 'POST', '/api/blocks', { subjectType, subjectId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: SAFETY_ERRORS.blockSelf });
    }
    const pending = await messageBy(t, blocked, { status: 'pending' });
    for (const subjectId of [pending, 'no-such-id']) {
      const response = await as(t, blocker, 'POST', '/api/blocks', { subjectType: 'message', subjectId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: SAFETY_ERRORS.subject });
    }
    expect(await t.ctx.db.selectFrom('blocks').select('id').where('blockerId', 'in', [blocker.user.id, bystander.user.id]).execute()).toEqual([]);
  });

  it('answers 401 to a visitor on every route', async () => {
    for (const [method, url] of [['POST', '/api/blocks'], ['GET', '/api/blocks'], ['DELETE', '/api/blocks/some-id'], ['POST', '/api/hidden']] as const) {
      const payload = method === 'POST' ? { subjectType: 'message', subjectId: blockedMessage } : undefined;
      const response = await as(t, null, method, url, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: AUTH_ERRORS.notSignedIn });
    }
  });
});

describe('POST /api/hidden', () => {
  it('removes a message from the feed of the member who hid it only, however often asked', async () => {
    const [hider, author] = [await registerMember(t.app), await registerMember(t.app)];
    const message = await messageBy(t, author);
    for (let i = 0; i < 2; i++) {
      const response = await as(t, hider, 'POST', '/api/hidden', { subjectType: 'message', subjectId: message });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    expect(ids(await feed(hider))).not.toContain(message);
    expect(ids(await feed(author))).toContain(message);
    expect(ids(await feed(null))).toContain(message);
    expect(await t.ctx.db.selectFrom('hiddenItems').select('subjectId').where('userId', '=', hider.user.id).execute()).toEqual([{ subjectId: message }]);
  });

  it('removes a reply from the hider\'s replies list, reply count and notifications only', async () => {
    const [author, replier, other] = [await registerMember(t.app), await registerMember(t.app), await registerMember(t.app)];
    const message = await messageBy(t, author);
    const hiddenReply = await approvedReplyBy(t, message, replier);
    const keptReply = await approvedReplyBy(t, message, other);
    expect((await as(t, author, 'POST', '/api/hidden', { subjectType: 'reply', subjectId: hiddenReply })).json()).toEqual({ ok: true });

    expect(ids(await replies(author, message))).toEqual([keptReply]);
    expect(await replyCountIn(author, message)).toBe(1);
    expect(await unread(author)).toBe(1);
    expect(await notifications(author)).toHaveLength(1);
    expect(ids(await replies(other, message))).toEqual([hiddenReply, keptReply]);
    expect(await replyCountIn(other, message)).toBe(2);
    // Hiding a reply is not blocking its author: their other messages stay.
    const repliersMessage = await messageBy(t, replier);
    expect(ids(await feed(author))).toContain(repliersMessage);
  });

  it('answers 404 to an item the member cannot see', async () => {
    const [hider, author] = [await registerMember(t.app), await registerMember(t.app)];
    const pending = await messageBy(t, author, { status: 'pending' });
    for (const [subjectType, subjectId] of [['message', pending], ['reply', 'no-such-id']] as const) {
      const response = await as(t, hider, 'POST', '/api/hidden', { subjectType, subjectId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: SAFETY_ERRORS.subject });
    }
  });
});

describe('account deletion', () => {
  it('removes the member\'s blocks both ways and their helpful marks, keeping everyone else\'s', async () => {
    const [leaving, blockedByLeaving, blockerOfLeaving, author, marker] = await Promise.all([1, 2, 3, 4, 5].map(() => registerMember(t.app)));
    const message = await messageBy(t, author);
    const theirReply = await approvedReplyBy(t, message, leaving!);
    const othersReply = await approvedReplyBy(t, message, marker!);
    const leavingsMessage = await messageBy(t, leaving!);
    await as(t, leaving!, 'POST', '/api/blocks', { subjectType: 'message', subjectId: await messageBy(t, blockedByLeaving!) });
    await as(t, blockerOfLeaving!, 'POST', '/api/blocks', { subjectType: 'message', subjectId: leavingsMessage });
    await as(t, blockerOfLeaving!, 'POST', '/api/blocks', { subjectType: 'reply', subjectId: othersReply });
    expect((await as(t, leaving!, 'POST', `/api/replies/${othersReply}/helpful`)).statusCode).toBe(200);
    expect((await as(t, marker!, 'POST', `/api/replies/${theirReply}/helpful`)).statusCode).toBe(200);
    expect((await as(t, author!, 'POST', `/api/replies/${othersReply}/helpful`)).statusCode).toBe(200);

    const everyone = [leaving, blockedByLeaving, blockerOfLeaving, author, marker].map((m) => m!.user.id);
    const blocks = () => t.ctx.db.selectFrom('blocks').select(['blockerId', 'blockedId']).where('blockerId', 'in', everyone).execute();
    const marks = () => t.ctx.db.selectFrom('helpfulMarks').select(['replyId', 'userId']).where('userId', 'in', everyone).orderBy('userId').execute();
    expect(await blocks()).toHaveLength(3);
    expect(await marks()).toHaveLength(3);

    expect((await as(t, leaving!, 'DELETE', '/api/account')).statusCode).toBe(200);
    expect(await blocks()).toEqual([{ blockerId: blockerOfLeaving!.user.id, blockedId: marker!.user.id }]);
    expect(await marks()).toEqual([{ replyId: othersReply, userId: author!.user.id }]);
  });
});
