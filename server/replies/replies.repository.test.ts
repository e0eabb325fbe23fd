import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVoiceMessage } from '../admin/test-support/moderation-items.js';
import { newId } from '../db/ids.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import { insertReplyToPublished } from './replies.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('insertReplyToPublished', () => {
  it('writes a reply only to a message published at that moment, in one statement', async () => {
    const author = await registerMember(t.app);
    const replier = await registerMember(t.app);
    const reply = (messageId: string) => ({
      id: newId(),
      messageId,
      userId: replier.user.id,
      audioPath: 'audio/x.webm',
      audioMimeType: 'audio/webm',
      audioDuration: 4,
      transcript: 'I hear you',
    });
    const published = await insertVoiceMessage(t.ctx.db, author.user.id, { status: 'approved' });
    const pending = await insertVoiceMessage(t.ctx.db, author.user.id, { status: 'pending' });

    const toPublished = reply(published);
    expect(await insertReplyToPublished(t.ctx.db, toPublished)).toBe(true);
    expect(await insertReplyToPublished(t.ctx.db, reply(pending))).toBe(false);
    expect(await insertReplyToPublished(t.ctx.db, reply('no-such-message'))).toBe(false);

    const rows = await t.ctx.db.selectFrom('replies').select(['id', 'messageId', 'transcript', 'status']).where('userId', '=', replier.user.id).execute();
    expect(rows).toEqual([{ id: toPublished.id, messageId: published, transcript: 'I hear you', status: 'pending' }]);
  });
});
