import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_ERRORS, feedPageSchema } from '../../shared/schemas/messages.js';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let member: Awaited<ReturnType<typeof registerMember>>;
beforeAll(async () => {
  t = await startTestApp({ moderationWaitMs: 2000 }, { moderator: scriptedModerator() });
  member = await registerMember(t.app);
});
afterAll(async () => t.close());

const postText = (payload: unknown, cookie: string | null = member.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/messages/text', payload: payload as object, headers: cookie ? { cookie } : {} });

const feed = (query = '', cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/messages${query}`, headers: cookie ? { cookie } : {} });

describe('POST /api/messages/text', () => {
  it('answers 401 to a visitor and stores nothing', async () => {
    const before = await countRows();
    const response = await postText({ content: 'hello', category: 'grief_loss' }, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in to continue.' });
    expect(await countRows()).toEqual(before);
  });

  it.each([
    [{ content: '   ', category: 'grief_loss' }, MESSAGE_ERRORS.emptyContent],
    [{ category: 'grief_loss' }, MESSAGE_ERRORS.emptyContent],
    [{ content: 'x'.repeat(501), category: 'grief_loss' }, MESSAGE_ERRORS.tooLong],
    [{ content: 'hello', category: 'all' }, MESSAGE_ERRORS.category],
    [{ content: 'hello' }, MESSAGE_ERRORS.category],
  ])('rejects %j with 400 and a sentence, writing nothing', async (payload, sentence) => {
    const before = await countRows();
    const response = await postText(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(sentence);
    expect(await countRows()).toEqual(before);
  });

  it('accepts exactly 500 characters after trimming and stores the trimmed text', async () => {
    const content = 'a'.repeat(500);
    const response = await postText({ content: `  ${content}\n`, category: 'habits_recovery' });
    expect(response.statusCode).toBe(200);
    const stored = await t.ctx.db.selectFrom('messages').select('content').where('id', '=', response.json().id).executeTakeFirstOrThrow();
    expect(stored.content).toBe(content);
  });

  it('publishes an approved message and shows it in the public feed with display fields only', async () => {
    const response = await postText({ content: 'Sending you warmth tonight', category: 'stress_anxiety' });
    expect(response.statusCode).toBe(200);
    const outcome = response.json();
    expect(outcome).toEqual({ id: expect.any(String), status: 'approved', rejectionReason: null, crisis: false });

    const page = (await feed()).json();
    const shown = page.messages.find((m: { id: string }) => m.id === outcome.id);
    expect(shown).toMatchObject({ type: 'text', content: 'Sending you warmth tonight', status: 'approved', replyCount: 0, isOwn: false });
    const { username, profileImageUrl } = await t.ctx.db.selectFrom('users').select(['username', 'profileImageUrl']).where('id', '=', member.user.id).executeTakeFirstOrThrow();
    expect(shown.user).toEqual({ username, firstName: null, lastName: null, profileImageUrl, isPremium: 0, badges: [] });
    expect(JSON.stringify(page)).not.toContain(member.email);
  });

  it('answers a rejected message with its reason; only its author sees it, as "Not posted"', async () => {
    const response = await postText({ content: 'UNKIND words', category: 'grief_loss' });
    expect(response.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Please keep it kind.', crisis: false });
    const id = response.json().id;
    expect(ids((await feed()).json())).not.toContain(id);
    const own = (await feed('?myFeed=true', member.cookie)).json();
    expect(own.messages.find((m: { id: string }) => m.id === id)).toMatchObject({ status: 'rejected', isOwn: true });
    const other = await registerMember(t.app);
    expect(ids((await feed('?myFeed=true', other.cookie)).json())).not.toContain(id);
  });

  it('holds a crisis message as pending, flags it, and tells the client to show crisis support', async () => {
    const response = await postText({ content: 'CRISIS words', category: 'grief_loss' });
    expect(response.json()).toMatchObject({ status: 'pending', rejectionReason: null, crisis: true });
    const row = await t.ctx.db.selectFrom('messages').select(['status', 'crisis']).where('id', '=', response.json().id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', crisis: 1 });
    expect(ids((await feed()).json())).not.toContain(response.json().id);
  });

  it('never auto-approves when the check fails: the message stays pending for a person', async () => {
    const response = await postText({ content: 'BROKEN model', category: 'grief_loss' });
    expect(response.json()).toMatchObject({ status: 'pending', crisis: false });
    const job = await t.ctx.db.selectFrom('moderationJobs').select(['state', 'lastError']).where('subjectId', '=', response.json().id).executeTakeFirstOrThrow();
    expect(job.state).toBe('held');
    expect(job.lastError).toMatch(/waiting for a person/);
  });

  it('stores every verdict with its scores and model versions', async () => {
    const response = await postText({ content: 'Thinking of you', category: 'grief_loss' });
    const verdict = await t.ctx.db.selectFrom('moderationVerdicts').selectAll().where('subjectId', '=', response.json().id).executeTakeFirstOrThrow();
    expect(verdict).toMatchObject({ subjectType: 'message', decision: 'approve', crisis: 0 });
    expect(JSON.parse(verdict.scores)).toEqual({ scripted: 1 });
    expect(JSON.parse(verdict.modelVersions)).toEqual({ scripted: 'test' });
  });
});

describe('GET /api/messages', () => {
  it('lists newest first, filters by category and pages with a cursor', async () => {
    const author = await registerMember(t.app);
    const posted: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await postText({ content: `paged message ${i}`, category: 'family_friendships' }, author.cookie);
      posted.push(response.json().id);
    }
    const first = (await feed('?category=family_friendships&limit=3')).json();
    expect(ids(first)).toEqual(posted.slice(2).reverse());
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await feed(`?category=family_friendships&limit=3&cursor=${first.nextCursor}`)).json();
    expect(ids(second)).toEqual(posted.slice(0, 2).reverse());
    expect(second.nextCursor).toBeNull();
    const all = (await feed('?category=all')).json();
    expect(all.messages.every((m: { status: string }) => m.status === 'approved')).toBe(true);
  });

  it('answers 304 when the page has not changed since the last poll', async () => {
    const first = await feed();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/messages', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await postText({ content: 'a new message changes the page', category: 'grief_loss' });
    const changed = await t.app.inject({ method: 'GET', url: '/api/messages', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
  });

  it('shows a premium member without a username by name, and never anyone else\'s name or email', async () => {
    const premium = await registerMember(t.app);
    const plain = await registerMember(t.app);
    await t.ctx.db.updateTable('users').set({ isPremium: 1, firstName: 'Maya', lastName: 'Lee', username: null }).where('id', '=', premium.user.id).execute();
    await t.ctx.db.updateTable('users').set({ firstName: 'Secret', lastName: 'Person' }).where('id', '=', plain.user.id).execute();
    const a = (await postText({ content: 'premium post', category: 'grief_loss' }, premium.cookie)).json().id;
    const b = (await postText({ content: 'plain post', category: 'grief_loss' }, plain.cookie)).json().id;
    const page = (await feed('?limit=50')).json();
    expect(page.messages.find((m: { id: string }) => m.id === a).user).toMatchObject({ firstName: 'Maya', lastName: 'Lee', isPremium: 1 });
    expect(page.messages.find((m: { id: string }) => m.id === b).user).toMatchObject({ firstName: null, lastName: null });
    expect(JSON.stringify(page)).not.toMatch(/Secret|Person|@example\.org/);
  });

  it('shows at most five badges per author', async () => {
    const author = await registerMember(t.app);
    const now = new Date().toISOString();
    await t.ctx.db.insertInto('badges').values({ id: 'extra-badge', name: 'Extra', description: 'd', icon: 'Star', category: 'community', createdAt: now }).execute();
    for (const badgeId of ['gold-crown', 'lighthouse', 'echo-master', 'shield', 'anchor-trust', 'extra-badge']) {
      await t.ctx.db.insertInto('userBadges').values({ userId: author.user.id, badgeId, awardedAt: now }).execute();
    }
    const id = (await postText({ content: 'badge post', category: 'grief_loss' }, author.cookie)).json().id;
    const shown = (await feed()).json().messages.find((m: { id: string }) => m.id === id);
    expect(shown.user.badges).toHaveLength(5);
  });

  it('answers a 304 with no body and no content length', async () => {
    const etag = (await feed()).headers.etag as string;
    const again = await t.app.inject({ method: 'GET', url: '/api/messages', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-length']).toBeUndefined();
    expect(again.headers.etag).toBe(etag);
  });

  it('writes exactly the JSON the response schema would, and its ETag is that JSON\'s hash', async () => {
    const author = await registerMember(t.app);
    await t.ctx.db.updateTable('users').set({ isPremium: 1, username: null, firstName: 'Ada', lastName: 'Byron' }).where('id', '=', author.user.id).execute();
    await t.ctx.db.insertInto('userBadges').values({ userId: author.user.id, badgeId: 'gold-crown', awardedAt: new Date().toISOString() }).execute();
    await postText({ content: 'a premium post with a badge', category: 'grief_loss' }, author.cookie);
    await postText({ content: 'UNKIND but my own', category: 'grief_loss' }, author.cookie);
    for (const [query, cookie] of [['', undefined], ['?myFeed=true', author.cookie], ['?limit=2', member.cookie]] as const) {
      const response = await feed(query, cookie);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).toBe(JSON.stringify(feedPageSchema.parse(response.json())));
      expect(response.headers.etag).toBe(`"${createHash('sha1').update(response.body).digest('base64url')}"`);
    }
  });

  it('merges "my feed" in feed order: everything published and the member\'s own, whatever its status, page by page', async () => {
    const author = await registerMember(t.app);
    const other = await registerMember(t.app);
    const posted: { id: string; status: string; mine: boolean }[] = [];
    for (const [content, who] of [
      ['mine, published', author],
      ['UNKIND mine', author],
      ['theirs', other],
      ['CRISIS mine', author],
      ['UNKIND theirs', other],
      ['theirs again', other],
      ['UNKIND mine again', author],
    ] as const) {
      const { id, status } = (await postText({ content, category: 'habits_recovery' }, who.cookie)).json();
      posted.push({ id, status, mine: who === author });
    }
    const unpublishedOfAuthor = posted.filter((p) => p.mine && p.status !== 'approved').map((p) => p.id);
    expect(unpublishedOfAuthor).toHaveLength(3);
    const expected = async (viewerId: string) =>
      (
        await t.ctx.db
          .selectFrom('messages')
          .select('id')
          .where('category', '=', 'habits_recovery')
          .where((eb) => eb.or([eb('status', '=', 'approved'), eb('userId', '=', viewerId)]))
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .execute()
      ).map((row) => row.id);
    const pageThrough = async (cookie: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { messages: { id: string }[]; nextCursor: string | null } = (await feed(`?myFeed=true&category=habits_recovery&limit=2${cursor ? `&cursor=${cursor}` : ''}`, cookie)).json();
        seen.push(...ids(page));
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    const mine = await pageThrough(author.cookie);
    expect(mine).toEqual(await expected(author.user.id));
    expect(mine).toEqual(expect.arrayContaining(posted.filter((p) => p.mine || p.status === 'approved').map((p) => p.id)));
    const theirs = await pageThrough(other.cookie);
    expect(theirs).toEqual(await expected(other.user.id));
    expect(theirs.filter((id) => unpublishedOfAuthor.includes(id))).toEqual([]);
  });

  it('rejects a forged cursor and an unknown category with 400', async () => {
    expect((await feed('?cursor=bm9wZQ')).statusCode).toBe(400);
    const bad = await feed('?category=nonsense');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(MESSAGE_ERRORS.category);
  });
});

function ids(page: { messages: { id: string }[] }): string[] {
  return page.messages.map((m) => m.id);
}

async function countRows() {
  const messages = await t.ctx.db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const jobs = await t.ctx.db.selectFrom('moderationJobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { messages: Number(messages.n), jobs: Number(jobs.n) };
}
