import { VOICE_ERRORS } from '../../shared/schemas/replies.js';
import { TooManyRequestsError } from '../http/errors.js';

/** Recordings one member may have in flight at once in this process (a post and a reply, say). */
export const MAX_UPLOADS_PER_MEMBER = 2;
const RETRY_SECONDS = 5;

const inFlight = new Map<string, number>();

/**
 * Runs one member's upload, refusing a third at once with 429: decoding and transcribing are the
 * costliest work the server does, and one member must not take every slot from everyone else.
 */
export async function asMemberUpload<T>(userId: string, upload: () => Promise<T>): Promise<T> {
  const running = inFlight.get(userId) ?? 0;
  if (running >= MAX_UPLOADS_PER_MEMBER) throw new TooManyRequestsError(VOICE_ERRORS.uploadsInFlight, RETRY_SECONDS);
  inFlight.set(userId, running + 1);
  try {
    return await upload();
  } finally {
    const left = (inFlight.get(userId) ?? 1) - 1;
    if (left === 0) inFlight.delete(userId);
    else inFlight.set(userId, left);
  }
}
