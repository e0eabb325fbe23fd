import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_ERRORS } from '../../shared/schemas/messages.js';
import { VOICE_ERRORS } from '../../shared/schemas/replies.js';
import { RANGE_NOT_SATISFIABLE } from '../audio/serve-audio.js';
import { createOrPromoteAdmin } from '../auth/admin-bootstrap.js';
import { AUTH_ERRORS } from '../../shared/schemas/auth.js';
import { GENERIC_ERRORS } from '../http/errors.js';
import { TranscriberBusyError, type Transcriber } from '../ml/whisper-transcriber.js';
import { eventually } from '../test-support/eventually.js';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import { makeVoiceFixtures, speechClip, type VoiceFixtures } from './test-support/voice-fixtures.js';
import { audioFiles, upload, voiceRowCounts } from './test-support/voice-state.js';

type Member = Awaited<ReturnType<typeof registerMember>>;

let fixtures: VoiceFixtures;
let t: TestApp;
let member: Member;
const moderator = scriptedModerator();

beforeAll(async () => {
  fixtures = await makeVoiceFixtures();
  // Real ffmpeg, real Whisper (tiny, for speed), real SQLite; only the kindness verdict is scripted here.
  // The wait includes transcription (and, for the first upload, loading Whisper on a busy machine).
  t = await startTestApp({ whisperModel: 'whisper-tiny', moderationWaitMs: 30_000 }, { moderator });
  member = await registerMember(t.app);
});
afterAll(async () => {
  await t?.close();
  fixtures?.remove();
});

const postVoice = (file: string | undefined, fields: Record<string, string> = { category: 'stress_anxiety', duration: '3' }, cookie: string | null = member.cookie, contentType?: string) =>
  upload(t, '/api/messages/voice', { file, fields, ...(contentType ? { contentType } : {}) }, cookie);

async function messageRow(id: string) {
  return t.ctx.db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('POST /api/messages/voice', () => {
  it('answers 401 to a visitor and keeps nothing', async () => {
    const before = await voiceRowCounts(t);
    const response = await postVoice(fixtures.kindWebm, undefined, null);
    expect(response.statusCode).toBe(401);
    expect(await voiceRowCounts(t)).toEqual(before);
    expect(audioFiles(t)).toEqual([]);
  });

  it.each([
    ['webm/opus (Chromium, Firefox)', () => fixtures.kindWebm, 'audio/webm', 'audio/webm', 'webm'],
    ['mp4/aac (Safari)', () => fixtures.kindM4a, 'audio/mp4', 'audio/mp4', 'm4a'],
    ['wav, even when the browser calls it webm', () => fixtures.kindWav, 'audio/webm', 'audio/wav', 'wav'],
  ])('publishes %s: transcribed, measured on the server, kept for playback', async (_, file, sentType, storedType, extension) => {
    const response = await postVoice(file(), { category: 'grief_loss', duration: '999' }, member.cookie, sentType);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: expect.any(String), status: 'approved', rejectionReason: null, crisis: false });
    const row = await messageRow(response.json().id);
    expect(row).toMatchObject({ type: 'voice', content: null, category: 'grief_loss', audioMimeType: storedType, status: 'approved' });
    // The client said 999 s; espeak's sentence lasts about four.
    expect(row.audioDuration).toBeGreaterThan(3);
    expect(row.audioDuration).toBeLessThan(6);
    expect(row.transcript?.toLowerCase()).toMatch(/here with you/);
    expect(moderator.calls).toContain(row.transcript);
    expect(row.audioPath).toMatch(new RegExp(`^audio/[A-Za-z0-9_-]{22}\\.${extension}$`));
    expect(fs.existsSync(path.join(t.dataDir, row.audioPath!))).toBe(true);
  }, 60_000);

  it('shows a published voice message in the feed with its audio URL, duration and transcript', async () => {
    const id = (await postVoice(fixtures.kindWebm)).json().id;
    const shown = (await t.app.inject({ method: 'GET', url: '/api/messages' })).json().messages.find((m: { id: string }) => m.id === id);
    expect(shown).toMatchObject({ type: 'voice', audioUrl: `/api/messages/${id}/audio`, content: null, status: 'approved' });
    expect(shown.audioDuration).toBeGreaterThan(3);
    expect(shown.transcript).toMatch(/alone/i);
  }, 30_000);

  describe('refuses, with a sentence, what it cannot take, and leaves no file and no row behind', () => {
    it.each([
      ['a 95-second recording', () => fixtures.long95Webm, 400, VOICE_ERRORS.postTooLong],
      ['a text file named .webm', () => fixtures.textAsWebm, 400, VOICE_ERRORS.notAudio],
      ['a webm cut off mid-way', () => fixtures.truncatedWebm, 400, VOICE_ERRORS.broken],
      ['three seconds of silence', () => fixtures.silenceWebm, 400, VOICE_ERRORS.silent],
      ['three seconds of faint hiss', () => fixtures.hissWebm, 400, VOICE_ERRORS.silent],
    ])('%s', async (_, file, status, sentence) => {
      const before = await voiceRowCounts(t);
      const files = audioFiles(t);
      const response = await postVoice(file());
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error: sentence });
      expect(await voiceRowCounts(t)).toEqual(before);
      expect(audioFiles(t)).toEqual(files);
    });

    it('an upload over 12 MB (413)', async () => {
      const big = path.join(fixtures.dir, 'big.webm');
      fs.writeFileSync(big, Buffer.concat([fs.readFileSync(fixtures.kindWebm), Buffer.alloc(13 * 1024 * 1024, 7)]));
      const files = audioFiles(t);
      const response = await postVoice(big);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: VOICE_ERRORS.tooLarge });
      expect(audioFiles(t)).toEqual(files);
    });

    it('two recordings, or more fields than a voice message has, each with its own sentence', async () => {
      const before = await voiceRowCounts(t);
      const files = audioFiles(t);
      const twice = await upload(t, '/api/messages/voice', { file: fixtures.kindWebm, fields: { category: 'grief_loss' }, copies: 2 }, member.cookie);
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toEqual({ error: VOICE_ERRORS.oneRecording });
      const manyFields = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`field${i}`, 'x']));
      const crowded = await postVoice(fixtures.kindWebm, { category: 'grief_loss', ...manyFields });
      expect(crowded.statusCode).toBe(400);
      expect(crowded.json()).toEqual({ error: VOICE_ERRORS.tooManyFields });
      expect(await voiceRowCounts(t)).toEqual(before);
      expect(audioFiles(t)).toEqual(files);
    });

    it('no recording at all, or a JSON body', async () => {
      const before = await voiceRowCounts(t);
      expect((await postVoice(undefined)).json()).toEqual({ error: VOICE_ERRORS.missingAudio });
      const json = await t.app.inject({ method: 'POST', url: '/api/messages/voice', headers: { cookie: member.cookie }, payload: { category: 'grief_loss' } });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toEqual({ error: VOICE_ERRORS.missingAudio });
      expect(await voiceRowCounts(t)).toEqual(before);
    });

    it('a missing or unknown category, even with a good recording', async () => {
      const files = audioFiles(t);
      for (const fields of [{ duration: '3' }, { category: 'all' }] as Record<string, string>[]) {
        const response = await postVoice(fixtures.kindWebm, fields);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe(MESSAGE_ERRORS.category);
      }
      expect(audioFiles(t)).toEqual(files);
    });

    it('but a nonsense client duration is ignored, never trusted and never fatal', async () => {
      const response = await postVoice(fixtures.kindWebm, { category: 'habits_recovery', duration: 'about four seconds' });
      expect(response.statusCode).toBe(200);
    }, 30_000);
  });
});

describe('GET /api/health', () => {
  it('reports the speech-to-text model beside the others', async () => {
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    // Tests skip the warm-up; the uploads above loaded it on first use.
    expect(health.models.whisper).toEqual({ state: 'ready', detail: 'whisper-tiny' });
  });
});

describe('GET /api/messages/{id}/audio', () => {
  let id: string;
  let size: number;
  beforeAll(async () => {
    id = (await postVoice(fixtures.kindWebm)).json().id;
    size = fs.statSync(fixtures.kindWebm).size;
  }, 30_000);
  const get = (headers: Record<string, string> = {}, url = `/api/messages/${id}/audio`) => t.app.inject({ method: 'GET', url, headers });

  it('sends the original file with its type, ETag and cache headers', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/webm');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.rawPayload.equals(fs.readFileSync(fixtures.kindWebm))).toBe(true);
    expect((await get({ 'if-none-match': response.headers.etag as string })).statusCode).toBe(304);
  });

  it('answers ranges with 206 and Content-Range, so the player can seek', async () => {
    const original = fs.readFileSync(fixtures.kindWebm);
    const middle = await get({ range: 'bytes=100-199' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(middle.headers['content-length']).toBe('100');
    expect(middle.rawPayload.equals(original.subarray(100, 200))).toBe(true);
    const tail = await get({ range: 'bytes=-50' });
    expect(tail.headers['content-range']).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
    const open = await get({ range: `bytes=${size - 10}-` });
    expect(open.rawPayload.equals(original.subarray(size - 10))).toBe(true);
  });

  it('answers 416 to a range beyond the end', async () => {
    const response = await get({ range: `bytes=${size}-${size + 100}` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
    expect(response.json()).toEqual({ error: RANGE_NOT_SATISFIABLE });
  });

  it('plays an unpublished recording only to its author and admins; anyone else gets 404', async () => {
    await t.ctx.db.updateTable('messages').set({ status: 'rejected' }).where('id', '=', id).execute();
    const other = await registerMember(t.app);
    const admin = await registerMember(t.app);
    await createOrPromoteAdmin(t.ctx.db, admin.email, undefined);
    expect((await get({ cookie: member.cookie })).statusCode).toBe(200);
    expect((await get({ cookie: admin.cookie })).statusCode).toBe(200);
    expect((await get({ cookie: member.cookie })).headers['cache-control']).toBe('private, no-cache');
    for (const headers of [{ cookie: other.cookie }, {}] as Record<string, string>[]) {
      const response = await get(headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: GENERIC_ERRORS.notFound });
    }
    expect((await get({}, '/api/messages/no-such-message/audio')).statusCode).toBe(404);
  });
});

describe('when Whisper cannot help', () => {
  async function appWith(transcriber: Transcriber) {
    const app = await startTestApp({ moderationWaitMs: 3000 }, { moderator: scriptedModerator(), transcriber });
    return { app, member: await registerMember(app.app) };
  }
  const fake = (overrides: Partial<Transcriber>): Transcriber => ({
    warmUp: () => undefined,
    prepare: () => undefined,
    transcribe: async () => 'unused',
    busy: false,
    close: async () => undefined,
    ...overrides,
  });

  it('keeps the recording without a transcript and holds it for a person: never approved unread', async () => {
    const { app, member: author } = await appWith(fake({ transcribe: () => Promise.reject(new Error('model files missing')) }));
    try {
      const response = await upload(app, '/api/messages/voice', { file: speechClip('pocketsphinx_goforward.wav'), fields: { category: 'grief_loss' } }, author.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'pending', crisis: false });
      const row = await app.ctx.db.selectFrom('messages').select(['transcript', 'audioPath', 'status']).where('id', '=', response.json().id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ transcript: null, status: 'pending' });
      expect(fs.existsSync(path.join(app.dataDir, row.audioPath!))).toBe(true);
      const job = await app.ctx.db.selectFrom('moderationJobs').select(['state', 'lastError']).where('subjectId', '=', response.json().id).executeTakeFirstOrThrow();
      expect(job.state).toBe('held');
      expect(job.lastError).toMatch(/no words to check/);
    } finally {
      await app.close();
    }
  });

  it('holds an empty transcript the same way', async () => {
    const { app, member: author } = await appWith(fake({ transcribe: async () => '   ' }));
    try {
      const response = await upload(app, '/api/messages/voice', { file: speechClip('pocketsphinx_goforward.wav'), fields: { category: 'grief_loss' } }, author.cookie);
      expect(response.json()).toMatchObject({ status: 'pending' });
    } finally {
      await app.close();
    }
  });

  it('answers 503 with a sentence when the transcription queue is full, keeping nothing', async () => {
    const { app, member: author } = await appWith(fake({ busy: true }));
    try {
      const response = await upload(app, '/api/messages/voice', { file: speechClip('pocketsphinx_goforward.wav'), fields: { category: 'grief_loss' } }, author.cookie);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: VOICE_ERRORS.transcriptionBusy });
      expect((await voiceRowCounts(app)).messages).toBe(0);
      expect(audioFiles(app)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('waits out a queue that filled after the recording was kept, then checks it as usual', async () => {
    let refusals = 2;
    const saturatedTwice = fake({
      transcribe: async () => {
        if (refusals-- > 0) throw new TranscriberBusyError('speech-to-text');
        return 'go forward ten meters';
      },
    });
    const { app, member: author } = await appWith(saturatedTwice);
    try {
      const response = await upload(app, '/api/messages/voice', { file: speechClip('pocketsphinx_goforward.wav'), fields: { category: 'grief_loss' } }, author.cookie);
      expect(response.statusCode).toBe(200);
      await eventually(async () => (await messageStatus(app, response.json().id)) === 'approved');
      expect(refusals).toBeLessThan(0);
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/voice/prepare', () => {
  it('gets speech-to-text ready when a member opens the recorder, and answers a visitor 401 without waking it', async () => {
    let prepared = 0;
    const app = await startTestApp({}, { moderator: scriptedModerator(), transcriber: { warmUp: () => undefined, prepare: () => void prepared++, transcribe: async () => 'unused', busy: false, close: async () => undefined } });
    try {
      const visitor = await app.app.inject({ method: 'POST', url: '/api/voice/prepare' });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ error: AUTH_ERRORS.notSignedIn });
      expect(prepared).toBe(0);
      const member = await registerMember(app.app);
      const response = await app.app.inject({ method: 'POST', url: '/api/voice/prepare', headers: { cookie: member.cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(prepared).toBe(1);
    } finally {
      await app.close();
    }
  });
});

const messageStatus = async (app: TestApp, id: string) =>
  (await app.ctx.db.selectFrom('messages').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
