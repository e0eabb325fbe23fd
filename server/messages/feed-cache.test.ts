import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedReplyBy, as, type Member } from '../safety/test-support/safety-fixtures.js';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { onPostgres } from '../test-support/test-database.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import { changesSettled, writeElsewhere, writeElsewhereAndAwaitNotice } from '../test-support/write-elsewhere.js';
import { readChangeMarker } from '../db/change-marker.js';
import { FeedPageCache } from './feed-cache.js';

let t: TestApp;
let author: Member;
let viewer: Member;
beforeAll(async () => {
  t = await startTestApp({ moderationWaitMs: 2000 }, { moderator: scriptedModerator() });
  [author, viewer] = [await registerMember(t.app), await registerMember(t.app)];
});
afterAll(async () => t?.close());

type Shown = { id: string; content: string; replyCount: number; status: string; user: { username: string | null; badges: { id: string }[] } };
const firstPage = async (who: Member | null, query = '?myFeed=true') => {
  const response = await as(t, who, 'GET', `/api/messages${query}`);
  expect(response.statusCode).toBe(200);
  return { etag: response.headers.etag as string, body: response.body, messages: response.json().messages as Shown[] };
};
const post = async (content: string, who = author) => (await as(t, who, 'POST', '/api/messages/text', { content, category: 'grief_loss' })).json().id as string;
const shown = async (who: Member | null, id: string) => (await firstPage(who)).messages.find((message) => message.id === id);

describe('first feed pages served again while nothing changed', () => {
  it('serves the same bytes and ETag when nothing was written in between, and answers 304 to that ETag', async () => {
    await post('a quiet evening');
    const first = await firstPage(viewer);
    const again = await firstPage(viewer);
    expect(again.body).toBe(first.body);
    expect(again.etag).toBe(first.etag);
    const conditional = await t.app.inject({ method: 'GET', url: '/api/messages?myFeed=true', headers: { cookie: viewer.cookie, 'if-none-match': first.etag } });
    expect(conditional.statusCode).toBe(304);
  });

  it('shows every change at once, whether made through the API or straight in the database', async () => {
    const id = await post('something changed today');
    expect(await shown(viewer, id)).toMatchObject({ replyCount: 0, user: { badges: [] } });

    await approvedReplyBy(t, id, viewer);
    expect((await shown(viewer, id))?.replyCount).toBe(1);
    expect((await shown(null, id))?.replyCount).toBe(1);

    await t.ctx.db.updateTable('users').set({ username: 'Renamed-Owl' }).where('id', '=', author.user.id).execute();
    expect((await shown(viewer, id))?.user.username).toBe('Renamed-Owl');

    await t.ctx.db.insertInto('userBadges').values({ userId: author.user.id, badgeId: 'lighthouse', awardedAt: new Date().toISOString() }).execute();
    expect((await shown(viewer, id))?.user.badges.map((badge) => badge.id)).toEqual(['lighthouse']);

    expect((await as(t, viewer, 'POST', '/api/hidden', { subjectType: 'message', subjectId: id })).statusCode).toBe(200);
    expect(await shown(viewer, id)).toBeUndefined();
    expect(await shown(author, id)).toBeDefined();
  });

  it('shows a change another process or instance wrote to the same database, once this one knows of it', async () => {
    const id = await post('written here, changed elsewhere');
    expect((await shown(viewer, id))?.content).toBe('written here, changed elsewhere');
    await writeElsewhereAndAwaitNotice(t, { sqlite: 'update messages set content = ? where id = ?', postgres: 'update messages set content = $1 where id = $2' }, ['changed elsewhere', id]);
    expect((await shown(viewer, id))?.content).toBe('changed elsewhere');
    await writeElsewhereAndAwaitNotice(t, { sqlite: "update messages set status = 'rejected' where id = ?", postgres: "update messages set status = 'rejected' where id = $1" }, [id]);
    expect(await shown(viewer, id)).toBeUndefined();
    expect((await shown(author, id))?.status).toBe('rejected');
  });

  it('changes the marker on every write, and never on a read', async () => {
    const before = await readChangeMarker(t.ctx.db, t.ctx.dbKind);
    await firstPage(viewer);
    await firstPage(null, '');
    // PostgreSQL's marker is the whole cluster's: the other test files' databases, written meanwhile, move it too.
    if (!onPostgres) expect(await readChangeMarker(t.ctx.db, t.ctx.dbKind)).toBe(before);
    await t.ctx.db.updateTable('users').set({ timeZone: 'Europe/Paris' }).where('id', '=', viewer.user.id).execute();
    const afterWrite = await readChangeMarker(t.ctx.db, t.ctx.dbKind);
    expect(afterWrite).not.toBe(before);
    await writeElsewhere(t, { sqlite: 'update users set time_zone = ? where id = ?', postgres: 'update users set time_zone = $1 where id = $2' }, ['Europe/Rome', viewer.user.id]);
    expect(await readChangeMarker(t.ctx.db, t.ctx.dbKind)).not.toBe(afterWrite);
  });

  it('keeps at most its capacity of pages, dropping the least recently used', async () => {
    await changesSettled(t);
    const cache = new FeedPageCache(t.ctx.db, t.ctx.dbKind, 2);
    let renders = 0;
    const render = (key: string) => async () => {
      renders += 1;
      return { etag: key, body: key };
    };
    await cache.get('a', render('a'));
    await cache.get('b', render('b'));
    await cache.get('a', render('a'));
    await cache.get('c', render('c'));
    expect(renders).toBe(3);
    await cache.get('a', render('a'));
    expect(renders).toBe(3);
    await cache.get('b', render('b'));
    expect(renders).toBe(4);
  });
});
