import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUDIO_STORE_ERRORS, AudioStoreUnavailableError, type AudioStore } from '../audio/audio-store.js';
import { sendAudio } from '../audio/serve-audio.js';
import { GENERIC_ERRORS, HttpError } from '../http/errors.js';

/** What the playback routes know about a message's or reply's recording. */
export interface StoredAudioRow {
  userId: string;
  status: string;
  audioPath: string | null;
  audioMimeType: string | null;
}

/**
 * Plays a message's or reply's recording. Published ones play for everyone who can see them (visitors
 * see the feed); anything else only for its author and admins. Others get a 404, not a 403: whether an
 * unpublished item exists is nobody else's business.
 */
export async function playStoredAudio(
  request: FastifyRequest,
  reply: FastifyReply,
  store: AudioStore,
  row: StoredAudioRow | undefined,
): Promise<FastifyReply> {
  const viewer = request.session;
  const published = row?.status === 'approved';
  const visible = published || (viewer !== null && row !== undefined && (viewer.isAdmin || viewer.userId === row.userId));
  if (!row?.audioPath || !row.audioMimeType || !visible) throw new HttpError(404, GENERIC_ERRORS.notFound);
  try {
    return await sendAudio(request, reply, store, { key: row.audioPath, mimeType: row.audioMimeType, published }, GENERIC_ERRORS.notFound);
  } catch (error) {
    if (!(error instanceof AudioStoreUnavailableError)) throw error;
    request.log.error({ err: error }, 'the audio store could not be reached to play a recording');
    throw new HttpError(503, AUDIO_STORE_ERRORS.playUnavailable);
  }
}
