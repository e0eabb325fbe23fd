import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BADGE_RULES } from '../../shared/badges.js';
import { AUTH_ERRORS } from '../../shared/schemas/auth.js';
import { SAFETY_ERRORS } from '../../shared/schemas/safety.js';
import { insertReply } from '../admin/test-support/moderation-items.js';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import { approvedReplyBy, as, badgesOf, messageBy, type Member } from './test-support/safety-fixtures.js';

let t: TestApp;
let author: Member;
let replier: Member;
let listener: Member;
let message: string;
beforeAll(async () => {
  t = await startTestApp({}, { moderator: scriptedModerator() });
  [author, replier, listener] = [await registerMember(t.app), await registerMember(t.app), await registerMember(t.app)];
  message = await messageBy(t, author);
});
afterAll(async () => t?.close());

const mark = (who: Member | null, replyId: string) => as(t, who, 'POST', `/api/replies/${replyId}/helpful`);
const unmark = (who: Member | null, replyId: string) => as(t, who, 'DELETE', `/api/replies/${replyId}/helpful`);
const listed = async (who: Member | null, replyId: string) =>
  ((await as(t, who, 'GET', `/api/messages/${message}/replies`)).json() as { id: string }[]).find((r) => r.id === replyId);

describe('POST and DELETE /api/replies/{id}/helpful', () => {
  it('counts one mark per member however often sent, shows it in the replies list, and takes it back', async () => {
    const reply = await approvedReplyBy(t, message, replier);
    for (let i = 0; i < 2; i++) {
      const response = await mark(listener, reply);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ helpfulCount: 1, markedByMe: true });
    }
    expect((await mark(author, reply)).json()).toEqual({ helpfulCount: 2, markedByMe: true });
    expect(await listed(listener, reply)).toMatchObject({ helpfulCount: 2, markedHelpfulByMe: true, isOwn: false });
    expect(await listed(replier, reply)).toMatchObject({ helpfulCount: 2, markedHelpfulByMe: false, isOwn: true });
    expect(await listed(null, reply)).toMatchObject({ helpfulCount: 2, markedHelpfulByMe: false, isOwn: false });

    const taken = await unmark(listener, reply);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ helpfulCount: 1, markedByMe: false });
    expect((await unmark(listener, reply)).json()).toEqual({ helpfulCount: 1, markedByMe: false });
    expect(await listed(listener, reply)).toMatchObject({ helpfulCount: 1, markedHelpfulByMe: false });
  });

  it('answers 400 to marking one\'s own reply, storing nothing', async () => {
    const reply = await approvedReplyBy(t, message, replier);
    for (const send of [mark, unmark]) {
      const response = await send(replier, reply);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: SAFETY_ERRORS.ownReply });
    }
    expect(await t.ctx.db.selectFrom('helpfulMarks').select('userId').where('replyId', '=', reply).execute()).toEqual([]);
  });

  it('answers 404 to a reply that is not published or does not exist, and 401 to a visitor', async () => {
    const pending = await insertReply(t.ctx.db, message, replier.user.id, { status: 'pending' });
    for (const id of [pending, 'no-such-reply']) {
      const response = await mark(listener, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: SAFETY_ERRORS.subject });
    }
    const visitor = await mark(null, pending);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ error: AUTH_ERRORS.notSignedIn });
  });
});

describe('the lighthouse badge', () => {
  it(`is awarded at ${BADGE_RULES.lighthouseHelpfulMarks} marks from as many members, not before, and kept when a mark is taken back`, async () => {
    const listenerOfMany = await registerMember(t.app);
    const reply = await approvedReplyBy(t, message, listenerOfMany);
    const markers: Member[] = [];
    for (let i = 0; i < BADGE_RULES.lighthouseHelpfulMarks; i++) markers.push(await registerMember(t.app));

    for (const marker of markers.slice(0, -1)) expect((await mark(marker, reply)).statusCode).toBe(200);
    expect((await mark(markers[0]!, reply)).json().helpfulCount).toBe(BADGE_RULES.lighthouseHelpfulMarks - 1);
    expect(await badgesOf(t, listenerOfMany)).toEqual([]);

    expect((await mark(markers.at(-1)!, reply)).json()).toEqual({ helpfulCount: BADGE_RULES.lighthouseHelpfulMarks, markedByMe: true });
    expect(await badgesOf(t, listenerOfMany)).toEqual(['lighthouse']);
    expect(await badgesOf(t, markers[0]!)).toEqual([]);

    await unmark(markers[0]!, reply);
    expect(await badgesOf(t, listenerOfMany)).toEqual(['lighthouse']);
  });
});
