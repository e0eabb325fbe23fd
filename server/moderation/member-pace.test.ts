import { afterEach, describe, expect, it } from 'vitest';
import { MEMBER_MAX_WAITING_CHECKS, MEMBER_POSTS_PER_HOUR } from '../../shared/constants.js';
import { MESSAGE_ERRORS } from '../../shared/schemas/messages.js';
import { insertReply, insertVoiceMessage } from '../admin/test-support/moderation-items.js';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';

const opened: TestApp[] = [];
afterEach(async () => {
  for (const t of opened.splice(0)) {
    await t.ctx.moderationQueue.stop(50);
    await t.close();
  }
});

const post = (t: TestApp, cookie: string, content = 'thinking of you all tonight') =>
  t.app.inject({ method: 'POST', url: '/api/messages/text', headers: { cookie }, payload: { content, category: 'grief_loss' } });

describe("one member's pace", () => {
  it('lets a member have only a few items waiting for the check, without slowing anyone else', async () => {
    const stuck = { moderate: () => new Promise<never>(() => undefined) };
    const t = await startTestApp({ moderationWaitMs: 20 }, { moderator: stuck });
    opened.push(t);
    const eager = await registerMember(t.app);
    const other = await registerMember(t.app);
    for (let i = 0; i < MEMBER_MAX_WAITING_CHECKS; i += 1) expect((await post(t, eager.cookie)).json()).toMatchObject({ status: 'pending' });

    const refused = await post(t, eager.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: MESSAGE_ERRORS.stillChecking });
    expect(refused.headers['retry-after']).toBe('10');
    expect((await post(t, other.cookie)).statusCode).toBe(200);
    const stored = await t.ctx.db.selectFrom('messages').select('id').where('userId', '=', eager.user.id).execute();
    expect(stored).toHaveLength(MEMBER_MAX_WAITING_CHECKS);
  });

  it('counts messages and replies together per rolling hour, and says when to try again', async () => {
    const t = await startTestApp({}, { moderator: scriptedModerator() });
    opened.push(t);
    const member = await registerMember(t.app);
    const db = t.ctx.db;
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const messageId = await insertVoiceMessage(db, member.user.id);
    const replies = 10;
    for (let i = 0; i < MEMBER_POSTS_PER_HOUR - replies - 1; i += 1) await insertVoiceMessage(db, member.user.id);
    for (let i = 0; i < replies; i += 1) await insertReply(db, messageId, member.user.id, { status: 'approved' });
    await db.updateTable('messages').set({ createdAt: minutesAgo(20) }).where('userId', '=', member.user.id).execute();
    await db.updateTable('replies').set({ createdAt: minutesAgo(20) }).where('userId', '=', member.user.id).execute();
    await db.updateTable('messages').set({ createdAt: minutesAgo(50) }).where('id', '=', messageId).execute();

    const refused = await post(t, member.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: MESSAGE_ERRORS.tooManyPosts });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);

    // An hour after the oldest, there is room again.
    await db.updateTable('messages').set({ createdAt: minutesAgo(61) }).where('id', '=', messageId).execute();
    expect((await post(t, member.cookie)).json()).toMatchObject({ status: 'approved' });
  });
});
