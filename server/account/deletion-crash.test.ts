import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../config.js';
import type { Transcriber } from '../ml/whisper-transcriber.js';
import { startS3TestServer, type S3TestServer } from '../storage/test-support/s3-test-server.js';
import { eventually } from '../test-support/eventually.js';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import { spawnTsx } from '../test-support/tsx-child.js';
import { speechClip } from '../voice/test-support/voice-fixtures.js';
import { upload } from '../voice/test-support/voice-state.js';

/**
 * SIGKILL in the middle of `DELETE /api/account`, then a restart: the deletion is complete or never
 * started. Never a member half gone, never a recording left that no row points at. Each crash point
 * with the recordings on local disk and in an S3 bucket (s3rver).
 */

const CRASH_SCRIPT = path.join(import.meta.dirname, 'test-support/crash-mid-deletion.ts');
const SPEECH = speechClip('pocketsphinx_goforward.wav');
const fixedTranscriber: Transcriber = { warmUp: () => undefined, prepare: () => undefined, transcribe: async () => 'I hear you', busy: false, close: async () => undefined };

const buckets: S3TestServer[] = [];
afterAll(async () => {
  for (const bucket of buckets) await bucket.close();
});

interface Backend {
  config: Partial<ServerConfig>;
  /** The same, for the child process's environment. */
  env: Record<string, string>;
}

/** Each scene gets a store of its own (a fresh bucket), so "every stored recording has its row" is exact. */
const BACKENDS: Record<string, () => Promise<Backend>> = {
  'local disk': async () => ({ config: {}, env: {} }),
  'an S3 bucket': async () => {
    const s3 = await startS3TestServer();
    buckets.push(s3);
    return { config: { audioStore: { kind: 's3', ...s3.options } }, env: s3.env };
  },
};

interface Scene {
  t: TestApp;
  leaving: Awaited<ReturnType<typeof registerMember>>;
  /** The recordings of the leaving member's messages, of their replies, and of replies to their messages. */
  theirKeys: string[];
  /** A recording of the member who stays, on a message of their own. */
  otherKeys: string[];
}

async function storedKeys(t: TestApp): Promise<string[]> {
  const keys = [];
  for await (const object of t.ctx.audio.blobs.list('audio/')) keys.push(object.key);
  return keys.sort();
}

async function referencedKeys(t: TestApp): Promise<string[]> {
  const rows = await t.ctx.db.selectFrom('messages').select('audioPath').union(t.ctx.db.selectFrom('replies').select('audioPath')).execute();
  return rows.flatMap((row) => (row.audioPath ? [row.audioPath] : [])).sort();
}

/** Two members and four recordings, through the real voice routes. */
async function setUp(config: Partial<ServerConfig>): Promise<Scene> {
  const t = await startTestApp({ ...config, moderationWaitMs: 5000 }, { moderator: scriptedModerator(), transcriber: fixedTranscriber });
  const leaving = await registerMember(t.app);
  const staying = await registerMember(t.app);
  const post = async (member: typeof leaving, url: string, fields: Record<string, string>) => {
    const response = await upload(t, url, { file: SPEECH, fields }, member.cookie);
    expect(response.statusCode).toBe(200);
    return response.json().id as string;
  };
  const keyOf = async (table: 'messages' | 'replies', id: string) =>
    (await t.ctx.db.selectFrom(table).select('audioPath').where('id', '=', id).executeTakeFirstOrThrow()).audioPath!;
  const theirMessage = await post(leaving, '/api/messages/voice', { category: 'grief_loss' });
  const othersMessage = await post(staying, '/api/messages/voice', { category: 'grief_loss' });
  const replyToThem = await post(staying, `/api/messages/${theirMessage}/replies`, {});
  const theirReply = await post(leaving, `/api/messages/${othersMessage}/replies`, {});
  return {
    t,
    leaving,
    theirKeys: [await keyOf('messages', theirMessage), await keyOf('replies', replyToThem), await keyOf('replies', theirReply)].sort(),
    otherKeys: [await keyOf('messages', othersMessage)],
  };
}

/** Closes the app, runs the deletion in a child process until `phase`, kills it there, and starts the app again. */
async function crashDeletionAt(scene: Scene, phase: 'rows' | 'files', env: Record<string, string>, config: Partial<ServerConfig>): Promise<TestApp> {
  const { dataDir } = scene.t;
  await scene.t.app.close();
  const crashing = spawnTsx<{ reached: string }>(CRASH_SCRIPT, [dataDir, phase, scene.leaving.cookie], {
    ...env,
    ...(scene.t.ctx.config.databaseUrl ? { DATABASE_URL: scene.t.ctx.config.databaseUrl } : {}),
  });
  expect(await crashing.firstLine).toEqual({ reached: phase });
  await crashing.kill();
  return startTestApp({ ...config, dataDir }, { moderator: scriptedModerator(), transcriber: fixedTranscriber });
}

const userExists = async (t: TestApp, id: string) => (await t.ctx.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

describe.each(Object.keys(BACKENDS))('a server killed during an account deletion, recordings on %s', (backend) => {
  const opened: TestApp[] = [];
  afterAll(async () => {
    for (const t of opened) await t.close();
  });

  it('before its transaction commits: nothing was deleted, and deleting again removes everything', async () => {
    const { config, env } = await BACKENDS[backend]!();
    const scene = await setUp(config);
    const everything = await storedKeys(scene.t);
    const restarted = await crashDeletionAt(scene, 'rows', env, config);
    opened.push(restarted);

    expect(await userExists(restarted, scene.leaving.user.id)).toBe(true);
    expect(await referencedKeys(restarted)).toEqual(everything);
    expect(await storedKeys(restarted)).toEqual(everything);
    expect(await restarted.ctx.db.selectFrom('storedFileDeletions').selectAll().execute()).toEqual([]);
    // Still signed in: the sessions went nowhere either.
    expect((await restarted.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: scene.leaving.cookie } })).statusCode).toBe(200);

    const again = await restarted.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: scene.leaving.cookie } });
    expect(again.statusCode).toBe(200);
    expect(await userExists(restarted, scene.leaving.user.id)).toBe(false);
    expect(await storedKeys(restarted)).toEqual(scene.otherKeys);
    expect(await referencedKeys(restarted)).toEqual(scene.otherKeys);
  }, 60_000);

  it('after its transaction commits, while removing recordings: the next start removes the rest', async () => {
    const { config, env } = await BACKENDS[backend]!();
    const scene = await setUp(config);
    const restarted = await crashDeletionAt(scene, 'files', env, config);
    opened.push(restarted);

    expect(await userExists(restarted, scene.leaving.user.id)).toBe(false);
    expect(await referencedKeys(restarted)).toEqual(scene.otherKeys);
    // The start finishes the listed deletions in the background.
    await eventually(async () => (await storedKeys(restarted)).length === scene.otherKeys.length);
    expect(await storedKeys(restarted)).toEqual(scene.otherKeys);
    await eventually(async () => (await restarted.ctx.db.selectFrom('storedFileDeletions').selectAll().execute()).length === 0);
    expect((await restarted.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: scene.leaving.cookie } })).statusCode).toBe(401);
  }, 60_000);
});

describe('resuming listed deletions', () => {
  it('keeps a key listed while the store cannot delete it, and deletes it on a later try', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-resume-'));
    const t = await startTestApp({ dataDir });
    try {
      await t.ctx.audio.blobs.put('audio/leftOver.webm', Buffer.from('x'), 'audio/webm');
      await t.ctx.db.insertInto('storedFileDeletions').values({ key: 'audio/leftOver.webm', requestedAt: new Date().toISOString() }).execute();
      const blobs = t.ctx.audio.blobs;
      const deleteForReal = blobs.delete.bind(blobs);
      blobs.delete = () => Promise.reject(new Error('the bucket is down'));
      expect(await t.ctx.accountDeletion.resume(t.ctx.db)).toEqual({ removed: 0, left: 1 });
      expect(await t.ctx.audio.stat('audio/leftOver.webm')).toBeDefined();
      blobs.delete = deleteForReal;
      expect(await t.ctx.accountDeletion.resume(t.ctx.db)).toEqual({ removed: 1, left: 0 });
      expect(await t.ctx.audio.stat('audio/leftOver.webm')).toBeUndefined();
      expect(await t.ctx.db.selectFrom('storedFileDeletions').selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
