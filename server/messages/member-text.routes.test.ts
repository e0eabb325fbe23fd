import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_ERRORS } from '../../shared/schemas/messages.js';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let member: Awaited<ReturnType<typeof registerMember>>;
const moderator = scriptedModerator();
beforeAll(async () => {
  t = await startTestApp({ moderationWaitMs: 2000 }, { moderator });
  member = await registerMember(t.app);
});
afterAll(async () => t.close());

/** Sends the JSON text as written, so an escape like \ud800 reaches the server's JSON parser untouched. */
const postRawJson = (json: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages/text',
    payload: json,
    headers: { cookie: member.cookie, 'content-type': 'application/json' },
  });

const postContent = (content: string) => postRawJson(JSON.stringify({ content, category: 'grief_loss' }));

async function countMessages(): Promise<number> {
  const row = await t.ctx.db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/messages/text normalises what members type', () => {
  it.each([
    ['only NUL characters', '\u0000\u0000'],
    ['only zero-width spaces', '\u200b\u200b'],
  ])('refuses content of %s as empty, writing nothing', async (_, content) => {
    const before = await countMessages();
    const response = await postContent(content);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: MESSAGE_ERRORS.emptyContent, fields: { content: [MESSAGE_ERRORS.emptyContent] } });
    expect(await countMessages()).toBe(before);
  });

  it('refuses a lone surrogate with a readable sentence and writes nothing', async () => {
    const json = '{"content":"\\ud800hello","category":"grief_loss"}';
    expect(JSON.parse(json).content).toBe('\ud800hello');
    const before = await countMessages();
    const response = await postRawJson(json);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: MESSAGE_ERRORS.unreadable, fields: { content: [MESSAGE_ERRORS.unreadable] } });
    expect(MESSAGE_ERRORS.unreadable).toBe('Your message contains characters we cannot read. Please retype it and try again.');
    expect(await countMessages()).toBe(before);
  });

  it('stores and moderates the normalised text', async () => {
    const response = await postContent('\u00a0 hi\u200b');
    expect(response.statusCode).toBe(200);
    const stored = await t.ctx.db.selectFrom('messages').select('content').where('id', '=', response.json().id).executeTakeFirstOrThrow();
    expect(stored.content).toBe('hi');
    expect(moderator.calls.at(-1)).toBe('hi');
  });
});
