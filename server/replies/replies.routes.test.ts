import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_ERRORS } from '../../shared/schemas/replies.js';
import { createOrPromoteAdmin } from '../auth/admin-bootstrap.js';
import { DIRECTIVE_REASON } from '../moderation/reasons.js';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import { makeVoiceFixtures, speechClip, type VoiceFixtures } from '../voice/test-support/voice-fixtures.js';
import { audioFiles, upload, voiceRowCounts } from '../voice/test-support/voice-state.js';

type Member = Awaited<ReturnType<typeof registerMember>>;

let fixtures: VoiceFixtures;
let t: TestApp;
let author: Member;
let replier: Member;
let message: string;

beforeAll(async () => {
  fixtures = await makeVoiceFixtures();
  t = await startTestApp({ whisperModel: 'whisper-tiny', moderationWaitMs: 30_000 }, { moderator: scriptedModerator() });
  author = await registerMember(t.app);
  replier = await registerMember(t.app);
  // A member with neither name nor avatar (an account from before avatars): shown anonymously.
  await t.ctx.db.updateTable('users').set({ username: null, profileImageUrl: null }).where('id', '=', replier.user.id).execute();
  message = await postText(t, author, 'Tonight the house feels so quiet.');
});
afterAll(async () => {
  await t?.close();
  fixtures?.remove();
});

async function postText(app: TestApp, member: Member, content: string): Promise<string> {
  const response = await app.app.inject({ method: 'POST', url: '/api/messages/text', headers: { cookie: member.cookie }, payload: { content, category: 'grief_loss' } });
  return response.json().id;
}

const reply = (messageId: string, file: string | undefined, who: Member | null, app: TestApp = t) =>
  upload(app, `/api/messages/${messageId}/replies`, { file, fields: { duration: '4' } }, who?.cookie ?? null);
const listReplies = (messageId: string, who: Member | null = null) =>
  t.app.inject({ method: 'GET', url: `/api/messages/${messageId}/replies`, headers: who ? { cookie: who.cookie } : {} });

describe('POST /api/messages/{id}/replies', () => {
  it('publishes a voice reply, lists it for everyone, and tells the message\'s author', async () => {
    const response = await reply(message, fixtures.kindWebm, replier);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: expect.any(String), status: 'approved', rejectionReason: null, crisis: false });
    const replyId = response.json().id;

    const listed = (await listReplies(message)).json();
    expect(listed).toEqual([
      {
        id: replyId,
        messageId: message,
        status: 'approved',
        audioUrl: `/api/replies/${replyId}/audio`,
        audioDuration: expect.any(Number),
        transcript: expect.stringMatching(/here with you/i),
        rejectionReason: null,
        createdAt: expect.any(String),
        user: { username: null, firstName: null, lastName: null, profileImageUrl: null, isPremium: 0, badges: [] },
        helpfulCount: 0,
        markedHelpfulByMe: false,
        isOwn: false,
      },
    ]);
    expect((await listReplies(message, replier)).json()).toEqual([expect.objectContaining({ id: replyId, isOwn: true })]);
    const notifications = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: author.cookie } })).json();
    expect(notifications).toEqual([expect.objectContaining({ isRead: 0, message: { id: message, type: 'text', content: 'Tonight the house feels so quiet.' } })]);
    const feed = (await t.app.inject({ method: 'GET', url: '/api/messages' })).json();
    expect(feed.messages.find((m: { id: string }) => m.id === message).replyCount).toBe(1);
  }, 60_000);

  it('lists replies oldest first and only published ones; a reply to one\'s own message notifies nobody', async () => {
    const own = await postText(t, replier, 'Writing this down helps.');
    const first = (await reply(own, speechClip('pocketsphinx_goforward.wav'), replier)).json().id;
    const second = (await reply(own, fixtures.kindM4a, author)).json().id;
    const pending = (await reply(own, fixtures.kindWav, author)).json().id;
    await t.ctx.db.updateTable('replies').set({ status: 'pending' }).where('id', '=', pending).execute();
    expect((await listReplies(own)).json().map((r: { id: string }) => r.id)).toEqual([first, second]);
    const toReplier = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: replier.cookie } })).json();
    // Only the author's replies notify the replier (whose message it is), never their own.
    expect(toReplier).toHaveLength(2);
  }, 90_000);

  it('answers 401 to a visitor and 404 to a reply to a message that is not published (even one\'s own) or does not exist', async () => {
    const pending = await postText(t, author, 'waiting for a person: CRISIS words');
    const rejected = await postText(t, author, 'UNKIND words');
    const before = await voiceRowCounts(t);
    const files = audioFiles(t);
    expect((await reply(message, fixtures.kindWebm, null)).statusCode).toBe(401);
    for (const [target, who] of [[pending, replier], [pending, author], [rejected, author], ['no-such-message', replier]] as const) {
      const response = await reply(target, fixtures.kindWebm, who);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: VOICE_ERRORS.replyTargetMissing });
    }
    expect(await voiceRowCounts(t)).toEqual(before);
    expect(audioFiles(t)).toEqual(files);
    expect((await listReplies(pending, replier)).statusCode).toBe(404);
    expect((await listReplies(pending, author)).statusCode).toBe(200);
  });

  it('refuses a reply over 60 seconds with its own sentence, keeping nothing', async () => {
    const before = await voiceRowCounts(t);
    const files = audioFiles(t);
    const response = await reply(message, fixtures.long65Webm, replier);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: VOICE_ERRORS.replyTooLong });
    expect(await voiceRowCounts(t)).toEqual(before);
    expect(audioFiles(t)).toEqual(files);
  });
});

describe('GET /api/replies/{id}/audio', () => {
  it('plays a published reply to anyone, an unpublished one only to its author and admins', async () => {
    const replyId = (await reply(message, fixtures.kindWebm, replier)).json().id;
    const get = (who: Member | null, range?: string) =>
      t.app.inject({ method: 'GET', url: `/api/replies/${replyId}/audio`, headers: { ...(who ? { cookie: who.cookie } : {}), ...(range ? { range } : {}) } });
    const ranged = await get(null, 'bytes=0-9');
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-type']).toBe('audio/webm');
    expect(ranged.rawPayload.equals(fs.readFileSync(fixtures.kindWebm).subarray(0, 10))).toBe(true);

    await t.ctx.db.updateTable('replies').set({ status: 'rejected' }).where('id', '=', replyId).execute();
    const admin = await registerMember(t.app);
    await createOrPromoteAdmin(t.ctx.db, admin.email, undefined);
    expect((await get(replier)).statusCode).toBe(200);
    expect((await get(admin)).statusCode).toBe(200);
    expect((await get(author)).statusCode).toBe(404);
    expect((await get(null)).statusCode).toBe(404);
  }, 30_000);
});

describe('the kindness check reads what was said', () => {
  it('blocks an unkind spoken reply through its transcript (real pipeline: the pledge\'s rules)', async () => {
    const real = await startTestApp({ whisperModel: 'whisper-tiny', moderationWaitMs: 30_000 });
    try {
      const someone = await registerMember(real.app);
      const other = await registerMember(real.app);
      // The feed needs a published message; the text classifier may be absent here, so a person approves it.
      const target = await postText(real, someone, 'I failed my exam again.');
      await real.ctx.db.updateTable('messages').set({ status: 'approved' }).where('id', '=', target).execute();

      const response = await reply(target, fixtures.unkindWebm, other, real);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'rejected', rejectionReason: DIRECTIVE_REASON, crisis: false });
      const row = await real.ctx.db.selectFrom('replies').select(['transcript', 'status']).where('id', '=', response.json().id).executeTakeFirstOrThrow();
      expect(row.transcript?.toLowerCase()).toMatch(/should.*get over it/);
      expect((await real.app.inject({ method: 'GET', url: `/api/messages/${target}/replies` })).json()).toEqual([]);
      expect((await voiceRowCounts(real)).notifications).toBe(0);
    } finally {
      await real.close();
    }
  }, 90_000);
});

describe('account deletion', () => {
  it('removes the member\'s recordings (their messages\', their replies\', and replies to their messages) with the rows', async () => {
    const leaving = await registerMember(t.app);
    const staying = await registerMember(t.app);
    const voicePost = await upload(t, '/api/messages/voice', { file: fixtures.kindWebm, fields: { category: 'grief_loss' } }, leaving.cookie);
    const theirMessage = voicePost.json().id;
    const replyToThem = (await reply(theirMessage, fixtures.kindM4a, staying)).json().id;
    const theirReply = (await reply(message, fixtures.kindWav, leaving)).json().id;
    const keptElsewhere = (await reply(message, fixtures.kindWebm, staying)).json().id;
    const pathOf = async (table: 'messages' | 'replies', id: string) =>
      path.join(t.dataDir, (await t.ctx.db.selectFrom(table).select('audioPath').where('id', '=', id).executeTakeFirstOrThrow()).audioPath!);
    const gone = [await pathOf('messages', theirMessage), await pathOf('replies', replyToThem), await pathOf('replies', theirReply)];
    const kept = await pathOf('replies', keptElsewhere);
    expect(gone.every((file) => fs.existsSync(file))).toBe(true);

    expect((await t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: leaving.cookie } })).statusCode).toBe(200);
    expect(gone.filter((file) => fs.existsSync(file))).toEqual([]);
    expect(fs.existsSync(kept)).toBe(true);
    expect(await t.ctx.db.selectFrom('replies').select('id').where('id', 'in', [replyToThem, theirReply]).execute()).toEqual([]);
  }, 90_000);
});
