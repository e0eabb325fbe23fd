import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../config.js';
import { eventually } from '../test-support/eventually.js';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import { heldTranscriber } from './test-support/held-transcriber.js';
import { speechClip } from './test-support/voice-fixtures.js';
import { upload } from './test-support/voice-state.js';

const CLIP = speechClip('pocketsphinx_goforward.wav');
/** Short, so the transcription held by the test outlasts it. */
const WAIT_MS = 300;

const opened: TestApp[] = [];
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

async function open(overrides: Partial<ServerConfig>, transcriber = heldTranscriber()) {
  const t = await startTestApp({ moderationWaitMs: WAIT_MS, ...overrides }, { moderator: scriptedModerator(), transcriber });
  opened.push(t);
  return { t, transcriber };
}

const postVoice = (t: TestApp, cookie: string) => upload(t, '/api/messages/voice', { file: CLIP, fields: { category: 'grief_loss' } }, cookie);
const replyVoice = (t: TestApp, cookie: string, messageId: string) => upload(t, `/api/messages/${messageId}/replies`, { file: CLIP, fields: {} }, cookie);

async function postText(t: TestApp, cookie: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/messages/text', headers: { cookie }, payload: { content: 'A quiet night.', category: 'grief_loss' } });
  expect(response.json().status).toBe('approved');
  return response.json().id as string;
}

const itemOf = (t: TestApp, table: 'messages' | 'replies', id: string) =>
  t.ctx.db.selectFrom(table).select(['status', 'transcript', 'rejectionReason', 'audioPath']).where('id', '=', id).executeTakeFirst();
const jobsOf = (t: TestApp, id: string) => t.ctx.db.selectFrom('moderationJobs').select(['state', 'claimedBy']).where('subjectId', '=', id).execute();

describe('a recording whose transcription outlasts MODERATION_WAIT_MS', () => {
  it.each([
    ['approved', 'go forward ten meters', null],
    ['rejected', 'UNKIND words', 'Please keep it kind.'],
  ])('answers "pending", then ends %s once its words are heard', async (status, words, reason) => {
    const { t, transcriber } = await open({});
    const member = await registerMember(t.app);
    const response = await postVoice(t, member.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: expect.any(String), status: 'pending', rejectionReason: null, crisis: false });
    const { id } = response.json();
    expect(await jobsOf(t, id)).toEqual([{ state: 'transcribing', claimedBy: expect.any(String) }]);

    transcriber.release(words);
    await eventually(async () => (await itemOf(t, 'messages', id))?.status === status);
    expect(await itemOf(t, 'messages', id)).toMatchObject({ transcript: words, rejectionReason: reason });
    expect(await jobsOf(t, id)).toEqual([{ state: 'done', claimedBy: expect.any(String) }]);
  });

  it('holds for a person a recording in which no words were heard', async () => {
    const { t, transcriber } = await open({});
    const member = await registerMember(t.app);
    const { id } = (await postVoice(t, member.cookie)).json();
    await eventually(() => transcriber.waiting === 1);
    transcriber.release('   ');
    await eventually(async () => (await jobsOf(t, id))[0]?.state === 'held');
    expect(await itemOf(t, 'messages', id)).toMatchObject({ status: 'pending', transcript: '' });
  });

  it('does the same for a voice reply, counted in the backlog while it is transcribed', async () => {
    const { t, transcriber } = await open({});
    const author = await registerMember(t.app);
    const replier = await registerMember(t.app);
    const message = await postText(t, author.cookie);
    const response = await replyVoice(t, replier.cookie, message);
    expect(response.json()).toMatchObject({ status: 'pending' });
    const { id } = response.json();
    expect(await t.ctx.moderationQueue.backlog()).toBe(1);

    await eventually(() => transcriber.waiting === 1);
    transcriber.release('go forward ten meters');
    await eventually(async () => (await itemOf(t, 'replies', id))?.status === 'approved');
    expect(await t.ctx.moderationQueue.backlog()).toBe(0);
  });
});

describe('a transcription interrupted by a stop or a crash', () => {
  it('is resumed at the next start from the kept file, unless a live process still has it', async () => {
    const { t: first, transcriber } = await open({});
    const member = await registerMember(first.app);
    const stopped = (await postVoice(first, member.cookie)).json().id as string;
    const crashed = (await postVoice(first, member.cookie)).json().id as string;
    const message = await postText(first, member.cookie);
    const liveElsewhere = (await replyVoice(first, member.cookie, message)).json().id as string;
    await eventually(() => transcriber.waiting === 3);
    // One left by a process that crashed (its pid is gone), one still held by a live process on this machine.
    const gonePid = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    const claim = (id: string, claimedBy: string) => first.ctx.db.updateTable('moderationJobs').set({ claimedBy }).where('subjectId', '=', id).execute();
    await claim(crashed, `${os.hostname()}/${gonePid}`);
    await claim(liveElsewhere, `${os.hostname()}/${process.ppid}`);
    const { dataDir } = first;
    // A graceful stop: the pending transcription is refused by the closing pool, and this process's claim released.
    await first.app.close();
    opened.splice(opened.indexOf(first), 1);

    // Real Whisper and ffmpeg this time: the words come from the kept recording itself.
    const second = await startTestApp({ dataDir, whisperModel: 'whisper-tiny' }, { moderator: scriptedModerator() });
    opened.push(second);
    for (const id of [stopped, crashed]) {
      await eventually(async () => (await itemOf(second, 'messages', id))?.status === 'approved', 60_000);
      expect((await itemOf(second, 'messages', id))?.transcript).toMatch(/forward/i);
    }
    expect(await jobsOf(second, liveElsewhere)).toEqual([{ state: 'transcribing', claimedBy: `${os.hostname()}/${process.ppid}` }]);
  }, 120_000);
});

describe('an account deleted while its recordings are transcribed', () => {
  it('leaves no row, job or file behind when the transcripts arrive afterwards', async () => {
    const { t, transcriber } = await open({});
    const leaving = await registerMember(t.app);
    const staying = await registerMember(t.app);
    const post = (await postVoice(t, leaving.cookie)).json().id as string;
    const reply = (await replyVoice(t, leaving.cookie, await postText(t, staying.cookie))).json().id as string;
    await eventually(() => transcriber.waiting === 2);
    const files = [(await itemOf(t, 'messages', post))!.audioPath!, (await itemOf(t, 'replies', reply))!.audioPath!];
    expect(files.every((file) => fs.existsSync(path.join(t.dataDir, file)))).toBe(true);

    expect((await t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: leaving.cookie } })).statusCode).toBe(200);
    transcriber.release('go forward ten meters');
    await t.ctx.voiceTranscription.settle();

    expect(await itemOf(t, 'messages', post)).toBeUndefined();
    expect(await itemOf(t, 'replies', reply)).toBeUndefined();
    expect(await t.ctx.db.selectFrom('moderationJobs').select('id').where('subjectId', 'in', [post, reply]).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('storedFileDeletions').select('key').execute()).toEqual([]);
    expect(files.some((file) => fs.existsSync(path.join(t.dataDir, file)))).toBe(false);
  });
});
