import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../../test-support/test-app.js';
import { multipartPayload, type UploadPart } from './multipart.js';

/** Every file under the data dir's audio folder (kept and temporary), relative to it. */
export function audioFiles(t: TestApp): string[] {
  const root = path.join(t.dataDir, 'audio');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
    .sort();
}

/** Rows a voice upload may write: messages, replies, their jobs, notifications. */
export async function voiceRowCounts(t: TestApp) {
  const count = async (table: 'messages' | 'replies' | 'moderationJobs' | 'notifications') =>
    Number((await t.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { messages: await count('messages'), replies: await count('replies'), jobs: await count('moderationJobs'), notifications: await count('notifications') };
}

export async function upload(t: TestApp, url: string, part: UploadPart, cookie: string | null) {
  const { payload, headers } = await multipartPayload(part);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}
