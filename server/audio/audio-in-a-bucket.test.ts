import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_ERRORS } from '../../shared/schemas/replies.js';
import type { Transcriber } from '../ml/whisper-transcriber.js';
import { S3Store } from '../storage/s3-store.js';
import { startS3TestServer, type S3TestServer } from '../storage/test-support/s3-test-server.js';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import { speechClip } from '../voice/test-support/voice-fixtures.js';
import { audioFiles, upload, voiceRowCounts } from '../voice/test-support/voice-state.js';
import { referencedAudioPaths } from '../voice/voice-messages.repository.js';
import { dropTestDatabase } from '../test-support/test-database.js';
import { AUDIO_STORE_ERRORS } from './audio-store.js';
import { RANGE_NOT_SATISFIABLE } from './serve-audio.js';

/**
 * The voice routes with `KINDRED_AUDIO_STORE=s3`, against a real S3-compatible server (s3rver over
 * HTTP): kept recordings go to the bucket and nowhere else, play from it with ranges, and go with an
 * account. Real ffmpeg and SQLite/PostgreSQL; Whisper (tested on its own) answers a fixed sentence here.
 */

type Member = Awaited<ReturnType<typeof registerMember>>;

const SPEECH = speechClip('pocketsphinx_goforward.wav');
const fixedTranscriber: Transcriber = { warmUp: () => undefined, prepare: () => undefined, transcribe: async () => 'I hear you, you are not alone', busy: false, close: async () => undefined };

let s3: S3TestServer;
let bucket: S3Store;
let t: TestApp;
let author: Member;

async function bucketKeys(): Promise<string[]> {
  const keys = [];
  for await (const object of bucket.list('audio/')) keys.push(object.key);
  return keys;
}

const startBucketApp = (options: S3TestServer['options'], dataDir?: string) =>
  startTestApp({ audioStore: { kind: 's3', ...options }, moderationWaitMs: 5000, ...(dataDir ? { dataDir } : {}) }, { moderator: scriptedModerator(), transcriber: fixedTranscriber });

const postVoice = (member: Member, file = SPEECH, app = t) => upload(app, '/api/messages/voice', { file, fields: { category: 'grief_loss' } }, member.cookie);
const postReply = (member: Member, messageId: string, file = SPEECH) => upload(t, `/api/messages/${messageId}/replies`, { file, fields: {} }, member.cookie);
const audioPathOf = async (table: 'messages' | 'replies', id: string) =>
  (await t.ctx.db.selectFrom(table).select('audioPath').where('id', '=', id).executeTakeFirstOrThrow()).audioPath!;

beforeAll(async () => {
  s3 = await startS3TestServer();
  bucket = new S3Store(s3.options);
  t = await startBucketApp(s3.options);
  author = await registerMember(t.app);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('voice posts with the audio in an S3 bucket', () => {
  let messageId: string;
  const original = fs.readFileSync(SPEECH);
  const play = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/messages/${messageId}/audio`, headers });

  it('keeps a published recording in the bucket, with its type, and nothing on disk', async () => {
    const response = await postVoice(author);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved' });
    messageId = response.json().id;
    const key = await audioPathOf('messages', messageId);
    expect(key).toMatch(/^audio\/[A-Za-z0-9_-]{22}\.wav$/);
    expect(await bucketKeys()).toEqual([key]);
    expect(await bucket.stat(key)).toMatchObject({ size: original.length, contentType: 'audio/wav' });
    expect(audioFiles(t)).toEqual([]);
  });

  it('plays it from the bucket: whole, revalidated, by ranges, and 416 past the end', async () => {
    const whole = await play();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.headers['content-length']).toBe(String(original.length));
    expect(whole.rawPayload.equals(original)).toBe(true);
    expect((await play({ 'if-none-match': whole.headers.etag as string })).statusCode).toBe(304);

    const middle = await play({ range: 'bytes=100-199' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 100-199/${original.length}`);
    expect(middle.rawPayload.equals(original.subarray(100, 200))).toBe(true);
    const first = await play({ range: 'bytes=0-0' });
    expect(first.rawPayload.equals(original.subarray(0, 1))).toBe(true);
    const tail = await play({ range: 'bytes=-50' });
    expect(tail.headers['content-range']).toBe(`bytes ${original.length - 50}-${original.length - 1}/${original.length}`);
    expect(tail.rawPayload.equals(original.subarray(original.length - 50))).toBe(true);

    const beyond = await play({ range: `bytes=${original.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.json()).toEqual({ error: RANGE_NOT_SATISFIABLE });
  });

  it('keeps nothing in the bucket for a refused upload', async () => {
    const notes = path.join(t.dataDir, 'notes.webm');
    fs.writeFileSync(notes, 'Dear diary, today was hard.\n'.repeat(20));
    const before = await bucketKeys();
    const response = await postVoice(author, notes);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: VOICE_ERRORS.notAudio });
    expect(await bucketKeys()).toEqual(before);
  });

  it('keeps a voice reply in the bucket and plays it', async () => {
    const replier = await registerMember(t.app);
    const response = await postReply(replier, messageId);
    expect(response.statusCode).toBe(200);
    const key = await audioPathOf('replies', response.json().id);
    expect(await bucketKeys()).toContain(key);
    const played = await t.app.inject({ method: 'GET', url: `/api/replies/${response.json().id}/audio`, headers: { range: 'bytes=0-99' } });
    expect(played.statusCode).toBe(206);
    expect(played.rawPayload.equals(original.subarray(0, 100))).toBe(true);
  });

  it('removes a deleted account\'s recordings from the bucket, and only theirs', async () => {
    const leaving = await registerMember(t.app);
    const staying = await registerMember(t.app);
    const theirMessage = (await postVoice(leaving)).json().id;
    const replyToThem = (await postReply(staying, theirMessage)).json().id;
    const theirReply = (await postReply(leaving, messageId)).json().id;
    const gone = [await audioPathOf('messages', theirMessage), await audioPathOf('replies', replyToThem), await audioPathOf('replies', theirReply)];
    const before = await bucketKeys();
    expect(before).toEqual(expect.arrayContaining(gone));

    const response = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: leaving.cookie } });
    expect(response.statusCode).toBe(200);
    expect(await bucketKeys()).toEqual(before.filter((key) => !gone.includes(key)));
    expect(await t.ctx.db.selectFrom('storedFileDeletions').selectAll().execute()).toEqual([]);
  });

  it('sweeps recordings no row points at out of the bucket, and leaves the others', async () => {
    const kept = await bucketKeys();
    await bucket.put('audio/orphanedByACrash.webm', Buffer.from('cut off before its row'), 'audio/webm');
    const anHourLater = Date.now() + 60 * 60 * 1000;
    const removed = await t.ctx.audio.sweep((keys) => referencedAudioPaths(t.ctx.db, keys), 10 * 60 * 1000, anHourLater);
    expect(removed).toBe(1);
    expect(await bucketKeys()).toEqual(kept);
  });
});

describe('when the bucket cannot be used', () => {
  it('refuses to start, naming the bucket and the reason', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bad-bucket-'));
    try {
      await expect(startBucketApp({ ...s3.options, secretAccessKey: 'not-the-secret' }, dataDir)).rejects.toThrow(
        /^The audio store cannot be used: LIST audio\/ on s3:\/\/kindred-audio at http:\/\/127\.0\.0\.1:\d+: 403 SignatureDoesNotMatch/,
      );
    } finally {
      await dropTestDatabase(dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers 503 with a sentence when it goes away, keeping no row', async () => {
    const fleeting = await startS3TestServer();
    const app = await startBucketApp(fleeting.options);
    try {
      const member = await registerMember(app.app);
      const posted = await postVoice(member, SPEECH, app);
      expect(posted.statusCode).toBe(200);
      await fleeting.close();

      const before = await voiceRowCounts(app);
      const refused = await postVoice(member, SPEECH, app);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ error: AUDIO_STORE_ERRORS.saveUnavailable });
      expect(await voiceRowCounts(app)).toEqual(before);
      expect(audioFiles(app)).toEqual([]);
      const played = await app.app.inject({ method: 'GET', url: `/api/messages/${posted.json().id}/audio` });
      expect(played.statusCode).toBe(503);
      expect(played.json()).toEqual({ error: AUDIO_STORE_ERRORS.playUnavailable });
    } finally {
      await app.close();
    }
  });
});
