import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '../../shared/schemas/auth.js';
import { NOTIFICATION_ERRORS } from '../../shared/schemas/notifications.js';
import type { Db } from '../db/database.js';
import { newId } from '../db/ids.js';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import type { Verdict } from '../moderation/verdict.js';

const APPROVE: Verdict = { decision: 'approve', reason: null, crisis: false, decidedBy: null, scores: {}, modelVersions: {} };

type Member = Awaited<ReturnType<typeof registerMember>>;

let t: TestApp;
let author: Member;
let premiumReplier: Member;
let plainReplier: Member;

beforeAll(async () => {
  t = await startTestApp({}, { moderator: scriptedModerator() });
  [author, premiumReplier, plainReplier] = [await registerMember(t.app), await registerMember(t.app), await registerMember(t.app)];
  // Without a username (and avatar): the display rule alone decides whether a real name shows.
  const anonymous = { username: null, profileImageUrl: null };
  await t.ctx.db.updateTable('users').set({ isPremium: 1, firstName: 'Maya', lastName: 'Lee', ...anonymous }).where('id', '=', premiumReplier.user.id).execute();
  await t.ctx.db.updateTable('users').set({ firstName: 'Secret', lastName: 'Person', ...anonymous }).where('id', '=', plainReplier.user.id).execute();
});
afterAll(async () => t?.close());

/** A reply straight into the database, then approved through the item's one transition (which notifies). */
async function approvedReply(db: Db, messageId: string, replier: Member, at: string): Promise<void> {
  const id = newId();
  await db
    .insertInto('replies')
    .values({ id, messageId, userId: replier.user.id, audioPath: `audio/${id}.webm`, audioMimeType: 'audio/webm', audioDuration: 4, transcript: 'I hear you', createdAt: at, updatedAt: at })
    .execute();
  await t.ctx.moderatedItems.transition({ type: 'reply', id }, { by: 'check', verdict: APPROVE });
  await db.updateTable('notifications').set({ createdAt: at }).where('replyId', '=', id).execute();
}

async function message(member: Member, fields: { type: 'text' | 'voice'; content: string | null; transcript: string | null }): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  await t.ctx.db.insertInto('messages').values({ id, userId: member.user.id, category: 'grief_loss', status: 'approved', createdAt: now, updatedAt: now, ...fields }).execute();
  return id;
}

const as = (member: Member | null, method: 'GET' | 'PATCH', url: string) =>
  t.app.inject({ method, url, headers: member ? { cookie: member.cookie } : {} });

describe('notifications', () => {
  let textMessage: string;
  let voiceMessage: string;
  beforeAll(async () => {
    textMessage = await message(author, { type: 'text', content: 'The first winter without her.', transcript: null });
    voiceMessage = await message(author, { type: 'voice', content: null, transcript: 'I could not sleep again.' });
    await approvedReply(t.ctx.db, textMessage, premiumReplier, '2026-01-01T10:00:00.000Z');
    await approvedReply(t.ctx.db, voiceMessage, plainReplier, '2026-01-02T10:00:00.000Z');
  });

  it('lists a member\'s own, newest first, with the sender\'s display fields only and the message\'s words', async () => {
    const response = await as(author, 'GET', '/api/notifications');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual([
      {
        id: expect.any(String),
        isRead: 0,
        createdAt: '2026-01-02T10:00:00.000Z',
        sender: { username: null, firstName: null, lastName: null, profileImageUrl: null, isPremium: 0 },
        message: { id: voiceMessage, type: 'voice', content: 'I could not sleep again.' },
      },
      {
        id: expect.any(String),
        isRead: 0,
        createdAt: '2026-01-01T10:00:00.000Z',
        sender: { username: null, firstName: 'Maya', lastName: 'Lee', profileImageUrl: null, isPremium: 1 },
        message: { id: textMessage, type: 'text', content: 'The first winter without her.' },
      },
    ]);
    expect(response.body).not.toMatch(/Secret|Person|@example\.org/);
    expect((await as(premiumReplier, 'GET', '/api/notifications')).json()).toEqual([]);
  });

  it('counts the unread, marks one read (only one\'s own: anyone else\'s is 404), and marks all read', async () => {
    expect((await as(author, 'GET', '/api/notifications/unread-count')).json()).toEqual({ count: 2 });
    const [newest, older] = (await as(author, 'GET', '/api/notifications')).json() as { id: string }[];

    const foreign = await as(premiumReplier, 'PATCH', `/api/notifications/${newest!.id}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: NOTIFICATION_ERRORS.notFound });
    expect((await as(author, 'PATCH', '/api/notifications/no-such-id/read')).statusCode).toBe(404);
    expect((await as(author, 'GET', '/api/notifications/unread-count')).json()).toEqual({ count: 2 });

    const own = await as(author, 'PATCH', `/api/notifications/${newest!.id}/read`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ ok: true });
    expect((await as(author, 'PATCH', `/api/notifications/${newest!.id}/read`)).statusCode).toBe(200);
    expect((await as(author, 'GET', '/api/notifications/unread-count')).json()).toEqual({ count: 1 });

    // Someone else's "mark all" leaves the author's alone.
    await as(plainReplier, 'PATCH', '/api/notifications/read-all');
    expect((await as(author, 'GET', '/api/notifications')).json().find((n: { id: string }) => n.id === older!.id).isRead).toBe(0);
    expect((await as(author, 'PATCH', '/api/notifications/read-all')).json()).toEqual({ ok: true });
    expect((await as(author, 'GET', '/api/notifications/unread-count')).json()).toEqual({ count: 0 });
  });

  it('answers 401 to a visitor on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['PATCH', '/api/notifications/some-id/read'],
      ['PATCH', '/api/notifications/read-all'],
    ] as const) {
      const response = await as(null, method, url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: AUTH_ERRORS.notSignedIn });
    }
  });
});
