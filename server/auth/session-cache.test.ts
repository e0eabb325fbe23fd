import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, type Member } from '../safety/test-support/safety-fixtures.js';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import { onPostgres } from '../test-support/test-database.js';
import { changesSettled, writeElsewhere, writeElsewhereAndAwaitNotice } from '../test-support/write-elsewhere.js';
import { ChangeListener } from '../db/change-listener.js';
import { SessionCache } from './session-cache.js';
import { hashToken, SESSION_TTL_MS, type SessionUser } from './sessions.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ moderationWaitMs: 2000 }, { moderator: scriptedModerator() });
});
afterAll(async () => t?.close());
afterEach(() => vi.useRealTimers());

const tokenHashOf = (member: Member) => hashToken(member.cookie.split('=')[1] ?? '');
const whoAmI = async (member: Member) => (await as(t, member, 'GET', '/api/auth/user')).statusCode;

async function myFeedEtag(author: Member): Promise<string> {
  await as(t, author, 'POST', '/api/messages/text', { content: 'Only I see that this one is mine', category: 'grief_loss' });
  // On PostgreSQL the post's own notification comes back later and moves the notified marker once more:
  // the page and the session must be read after it, or the early 304 would rightly not trust them.
  await changesSettled(t);
  return (await as(t, author, 'GET', '/api/messages?myFeed=true')).headers.etag as string;
}
const conditionalMyFeed = (etag: string, cookie: string | undefined) =>
  t.app.inject({ method: 'GET', url: '/api/messages?myFeed=true', headers: { 'if-none-match': etag, ...(cookie ? { cookie } : {}) } });

/** Signed in, with the session read once so that it is kept. */
async function keptMember(): Promise<Member> {
  const member = await registerMember(t.app);
  expect(await whoAmI(member)).toBe(200);
  expect(await whoAmI(member)).toBe(200);
  return member;
}

describe('sessions kept in memory', () => {
  it('ends at once when another instance signs the member out', async () => {
    const member = await keptMember();
    await writeElsewhere(t, { sqlite: 'delete from sessions where token_hash = ?', postgres: 'delete from sessions where token_hash = $1' }, [tokenHashOf(member)]);
    expect(await whoAmI(member)).toBe(401);
  });

  it('ends at once when another instance signs the member out everywhere, or deletes the account', async () => {
    const [everywhere, deleted, bystander] = [await keptMember(), await keptMember(), await keptMember()];
    await writeElsewhere(t, { sqlite: 'delete from sessions where user_id = ?', postgres: 'delete from sessions where user_id = $1' }, [everywhere.user.id]);
    expect(await whoAmI(everywhere)).toBe(401);
    await writeElsewhere(t, { sqlite: 'delete from users where id = ?', postgres: 'delete from users where id = $1' }, [deleted.user.id]);
    expect(await whoAmI(deleted)).toBe(401);
    expect(await whoAmI(bystander)).toBe(200);
  });

  it('ends at once on sign-out, sign-out everywhere and account deletion here', async () => {
    const [out, everywhere, deleted] = [await keptMember(), await keptMember(), await keptMember()];
    expect((await as(t, out, 'POST', '/api/logout')).statusCode).toBe(200);
    expect(await whoAmI(out)).toBe(401);
    expect((await as(t, everywhere, 'POST', '/api/logout/everywhere')).statusCode).toBe(200);
    expect(await whoAmI(everywhere)).toBe(401);
    expect((await as(t, deleted, 'DELETE', '/api/account')).statusCode).toBe(200);
    expect(await whoAmI(deleted)).toBe(401);
  });

  it('sees an admin flag taken away elsewhere at once', async () => {
    const admin = await keptMember();
    await t.ctx.db.updateTable('users').set({ isAdmin: 1 }).where('id', '=', admin.user.id).execute();
    expect((await as(t, admin, 'GET', '/api/admin/stats')).statusCode).toBe(200);
    await writeElsewhere(t, { sqlite: 'update users set is_admin = 0 where id = ?', postgres: 'update users set is_admin = 0 where id = $1' }, [admin.user.id]);
    expect((await as(t, admin, 'GET', '/api/admin/stats')).statusCode).toBe(403);
  });

  it('ends when the session expires, with nothing written in between', async () => {
    const member = await keptMember();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_TTL_MS + 1000);
    expect(await whoAmI(member)).toBe(401);
  });

  it("never answers one member's feed ETag with a 304 for another member or a visitor", async () => {
    const [author, other] = [await keptMember(), await keptMember()];
    const etag = await myFeedEtag(author);
    expect((await conditionalMyFeed(etag, author.cookie)).statusCode).toBe(304);
    expect((await conditionalMyFeed(etag, other.cookie)).statusCode).toBe(200);
    expect((await conditionalMyFeed(etag, undefined)).statusCode).toBe(200);
  });

  it('gives a session revoked elsewhere nothing but an empty 304, and that only until this instance knows of the change', async () => {
    const author = await keptMember();
    const etag = await myFeedEtag(author);
    // On PostgreSQL the revocation's notification is held back, as on a saturated server.
    const heldBack = onPostgres ? vi.spyOn(ChangeListener.prototype, 'noteWrite').mockImplementation(() => undefined) : undefined;
    await writeElsewhere(t, { sqlite: 'delete from sessions where token_hash = ?', postgres: 'delete from sessions where token_hash = $1' }, [tokenHashOf(author)]);
    const beforeNotice = await conditionalMyFeed(etag, author.cookie);
    if (onPostgres) {
      expect(beforeNotice.statusCode).toBe(304);
      expect(beforeNotice.rawPayload.length).toBe(0);
    } else {
      expect(beforeNotice.statusCode).toBe(200);
    }
    // Anything that is answered with more than a 304 reads the session again at once.
    expect(await whoAmI(author)).toBe(401);
    expect((await as(t, author, 'GET', '/api/messages?myFeed=true')).json().messages.every((message: { isOwn: boolean }) => !message.isOwn)).toBe(true);
    heldBack?.mockRestore();
    await writeElsewhereAndAwaitNotice(t, { sqlite: "update users set time_zone = 'Etc/UTC' where id = ?", postgres: "update users set time_zone = 'Etc/UTC' where id = $1" }, [author.user.id]);
    const revoked = await conditionalMyFeed(etag, author.cookie);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().messages.every((message: { isOwn: boolean }) => !message.isOwn)).toBe(true);
  });
});

describe('SessionCache', () => {
  const session = (tokenHash: string, expiresInMs = 60_000): SessionUser => ({
    userId: `user-${tokenHash}`,
    isAdmin: false,
    tokenHash,
    expiresAt: new Date(Date.now() + expiresInMs),
    timeZone: null,
  });
  const under = (exact: string, notified = `n-${exact}`) => ({ exact, notified });

  it('gives a session back only under the exact marker it was read with, and forgets it otherwise', () => {
    const cache = new SessionCache();
    cache.set(under('m1'), session('a'));
    expect(cache.get('a', 'm1')?.userId).toBe('user-a');
    expect(cache.get('a', 'm2')).toBeUndefined();
    expect(cache.get('a', 'm1')).toBeUndefined();
    expect(cache.get('b', 'm1')).toBeUndefined();
  });

  it('gives a session back for a 304 under the notified marker it was read with, and never under the exact one', () => {
    const cache = new SessionCache();
    cache.set(under('m1', 'n1'), session('a'));
    expect(cache.getForNotModified('a', 'n1')?.userId).toBe('user-a');
    expect(cache.getForNotModified('a', 'm1')).toBeUndefined();
    cache.set(under('m1', 'n1'), session('a'));
    expect(cache.get('a', 'n1')).toBeUndefined();
    cache.set(under('m1', 'n1'), session('a'));
    expect(cache.getForNotModified('a', 'n2')).toBeUndefined();
    expect(cache.get('a', 'm1')).toBeUndefined();
  });

  it('gives no expired session back', () => {
    const cache = new SessionCache();
    cache.set(under('m1', 'n1'), session('a', 1_000));
    expect(cache.get('a', 'm1', Date.now() + 2_000)).toBeUndefined();
    cache.set(under('m1', 'n1'), session('a', 1_000));
    expect(cache.getForNotModified('a', 'n1', Date.now() + 2_000)).toBeUndefined();
  });

  it('keeps at most its capacity, dropping the least recently used', () => {
    const cache = new SessionCache(2);
    cache.set(under('m'), session('a'));
    cache.set(under('m'), session('b'));
    cache.get('a', 'm');
    cache.set(under('m'), session('c'));
    expect(cache.get('b', 'm')).toBeUndefined();
    expect(cache.get('a', 'm')).toBeDefined();
    expect(cache.get('c', 'm')).toBeDefined();
  });
});
