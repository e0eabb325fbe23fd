import { describe, expect, it } from 'vitest';
import { VOICE_ERRORS } from '../../shared/schemas/replies.js';
import { TooManyRequestsError } from '../http/errors.js';
import { asMemberUpload, MAX_UPLOADS_PER_MEMBER } from './member-uploads.js';

describe('asMemberUpload', () => {
  it("refuses a member's third upload in flight with 429, never another member's, and frees the slot when one ends", async () => {
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const held = Array.from({ length: MAX_UPLOADS_PER_MEMBER }, () => asMemberUpload('eager', () => gate));
    const refused = asMemberUpload('eager', async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(refused).rejects.toMatchObject({ message: VOICE_ERRORS.uploadsInFlight, statusCode: 429, retryAfterSeconds: 5 });
    expect(await asMemberUpload('someone else', async () => 'sent')).toBe('sent');
    finish();
    await Promise.all(held);
    await expect(asMemberUpload('eager', async () => Promise.reject(new Error('decode failed')))).rejects.toThrow('decode failed');
    expect(await asMemberUpload('eager', async () => 'after')).toBe('after');
  });
});
