import { VOICE_POST_MAX_SECONDS } from '../../shared/constants.js';
import { MESSAGE_ERRORS, type ModerationOutcome } from '../../shared/schemas/messages.js';
import { VOICE_ERRORS, voiceMessageFieldsSchema } from '../../shared/schemas/replies.js';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { newId } from '../db/ids.js';
import { HttpError } from '../http/errors.js';
import { outcomeOf } from '../messages/messages.service.js';
import type { ModerationQueue } from '../moderation/moderation-queue.js';
import { awaitVerdict } from './moderation-wait.js';
import { takeVoice, type VoiceIntakeDeps } from './voice-intake.js';
import { insertVoiceMessage } from './voice-messages.repository.js';

export const POST_LIMITS = { maxSeconds: VOICE_POST_MAX_SECONDS, tooLong: VOICE_ERRORS.postTooLong };

/**
 * A voice post: the recording is checked and transcribed during the request, then the message (pending)
 * and its moderation job are written in one transaction, and the answer waits a bounded time for the
 * verdict on the transcript, exactly as a text message does.
 */
export async function postVoiceMessage(
  request: FastifyRequest,
  deps: VoiceIntakeDeps & { db: Db; queue: ModerationQueue },
  userId: string,
  limits: { waitMs: number; maxBacklog: number },
): Promise<ModerationOutcome> {
  if ((await deps.queue.backlog()) >= limits.maxBacklog) throw new HttpError(503, MESSAGE_ERRORS.busy);
  const id = newId();
  await takeVoice(request, deps, POST_LIMITS, voiceMessageFieldsSchema, (voice) =>
    deps.db.transaction().execute(async (trx) => {
      await insertVoiceMessage(trx, {
        id,
        userId,
        category: voice.fields.category,
        audioPath: voice.audioPath,
        audioMimeType: voice.audioMimeType,
        audioDuration: voice.audioDuration,
        transcript: voice.transcript,
      });
      await deps.queue.enqueue(trx, { type: 'message', id });
    }),
  );
  await awaitVerdict(deps.queue, { type: 'message', id }, limits.waitMs);
  return outcomeOf(deps.db, id);
}
