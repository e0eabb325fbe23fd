import { expect, type APIRequestContext } from '@playwright/test';
import type { Reply } from '../../shared/schemas/replies.js';
import { spokenWav } from './speech.js';

/** The approved replies to a message, as this context's member (or visitor) sees them. */
export async function repliesAs(member: APIRequestContext, messageId: string): Promise<Reply[]> {
  return (await (await member.get(`/api/messages/${messageId}/replies`)).json()) as Reply[];
}

/**
 * A kind voice reply, the message's first, posted through the API and waited for until the real check
 * (Whisper, then kindness) approved it.
 */
export async function postApprovedVoiceReply(replier: APIRequestContext, messageId: string, words: string): Promise<void> {
  const response = await replier.post(`/api/messages/${messageId}/replies`, {
    multipart: { audio: { name: 'reply.wav', mimeType: 'audio/wav', buffer: spokenWav(words) }, duration: '4' },
    timeout: 120_000,
  });
  expect(response.status()).toBe(200);
  const outcome = (await response.json()) as { status: string; crisis: boolean };
  expect(outcome).toMatchObject({ crisis: false });
  expect(outcome.status).not.toBe('rejected');
  await expect.poll(async () => (await repliesAs(replier, messageId)).length, { timeout: 90_000 }).toBe(1);
}
