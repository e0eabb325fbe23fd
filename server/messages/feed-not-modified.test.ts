import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, type Member } from '../safety/test-support/safety-fixtures.js';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import { changesSettled, writeElsewhereAndAwaitNotice } from '../test-support/write-elsewhere.js';
import { securityHeaders } from '../http/security.js';
import { FeedPageCache } from './feed-cache.js';
import { sessionTokenOf } from './feed-not-modified.js';

let t: TestApp;
let member: Member;
beforeAll(async () => {
  t = await startTestApp({ moderationWaitMs: 2000 }, { moderator: scriptedModerator() });
  member = await registerMember(t.app);
  await as(t, member, 'POST', '/api/messages/text', { content: 'a message to poll for', category: 'grief_loss' });
  await changesSettled(t);
});
afterAll(async () => t?.close());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const poll = (url: string, etag: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag, ...(cookie ? { cookie } : {}) } });
const etagOf = async (url: string, cookie?: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  return response.headers.etag as string;
};

describe('an unchanged feed poll answered before the route', () => {
  it('answers a visitor and a member 304 with only ETag, Cache-Control and Vary, without the route', async () => {
    for (const [url, cookie] of [['/api/messages', undefined], ['/api/messages?myFeed=true', member.cookie]] as const) {
      const etag = await etagOf(url, cookie);
      const routeRead = vi.spyOn(FeedPageCache.prototype, 'get');
      const response = await poll(url, etag, cookie);
      expect(response.statusCode, url).toBe(304);
      expect(routeRead, url).not.toHaveBeenCalled();
      expect(response.rawPayload.length).toBe(0);
      expect(response.headers).toMatchObject({ etag, 'cache-control': 'private, no-cache', vary: 'Cookie' });
      expect(response.headers['content-length']).toBeUndefined();
      for (const name of Object.keys(securityHeaders())) expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      routeRead.mockRestore();
    }
  });

  it("answers a member's unchanged poll without asking the database, on PostgreSQL too", async () => {
    const url = '/api/messages?myFeed=true';
    const etag = await etagOf(url, member.cookie);
    await changesSettled(t);
    const asked = vi.spyOn(t.ctx.db, 'executeQuery');
    expect((await poll(url, etag, member.cookie)).statusCode).toBe(304);
    expect(asked).not.toHaveBeenCalled();
  });

  it('leaves a URL the route has not validated to the route', async () => {
    const etag = await etagOf('/api/messages');
    expect((await poll('/api/messages?limit=abc', etag)).statusCode).toBe(400);
    expect((await poll('/api/messages?category=nonsense', etag)).statusCode).toBe(400);
    // A valid URL seen for the first time: the route answers (the 304 too), and the next poll is answered early.
    const five = await etagOf('/api/messages?limit=5');
    const routeRead = vi.spyOn(FeedPageCache.prototype, 'get');
    expect((await poll('/api/messages?limit=5', five)).statusCode).toBe(304);
    expect(routeRead).not.toHaveBeenCalled();
    // Another URL for what may be the same page (there are fewer than five messages): the route decides.
    expect((await poll('/api/messages?limit=6', five)).statusCode).toBe(304);
    expect(routeRead).toHaveBeenCalledTimes(1);
  });

  it('shows a change written by another process or instance at the next poll once this one knows of it', async () => {
    const url = '/api/messages?myFeed=true';
    const etag = await etagOf(url, member.cookie);
    expect((await poll(url, etag, member.cookie)).statusCode).toBe(304);
    await writeElsewhereAndAwaitNotice(t, { sqlite: "update messages set content = 'changed elsewhere' where user_id = ?", postgres: "update messages set content = 'changed elsewhere' where user_id = $1" }, [member.user.id]);
    const changed = await poll(url, etag, member.cookie);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().messages.some((message: { content: string }) => message.content === 'changed elsewhere')).toBe(true);
  });

  it('lets the route extend a session that is due, and set its cookie again', async () => {
    const url = '/api/messages?myFeed=true';
    const etag = await etagOf(url, member.cookie);
    expect((await poll(url, etag, member.cookie)).statusCode).toBe(304);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const extended = await poll(url, etag, member.cookie);
    expect(extended.statusCode).toBe(304);
    expect(String(extended.headers['set-cookie'])).toMatch(/^kindred_session=/);
  });
});

describe('the session cookie read before the cookie plugin', () => {
  it('reads it as the plugin does, or leaves it to the plugin', () => {
    expect(sessionTokenOf(undefined)).toBeNull();
    expect(sessionTokenOf('other=1')).toBeNull();
    expect(sessionTokenOf('kindred_session=abc')).toBe('abc');
    expect(sessionTokenOf('a=1; \tkindred_session = abc\t ;b')).toBe('abc');
    expect(sessionTokenOf('flag; kindred_session=first; kindred_session=second')).toBe('first');
    expect(sessionTokenOf('xkindred_session=abc')).toBeNull();
    expect(sessionTokenOf('kindred_session=a%62c')).toBeUndefined();
    expect(sessionTokenOf('kindred_session="abc"')).toBeUndefined();
  });
});
