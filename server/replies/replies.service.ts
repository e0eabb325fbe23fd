import type { FastifyRequest } from 'fastify';
import { VOICE_REPLY_MAX_SECONDS } from '../../shared/constants.js';
import type { ModerationOutcome } from '../../shared/schemas/messages.js';
import { VOICE_ERRORS, voiceReplyFieldsSchema } from '../../shared/schemas/replies.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import type { ModeratedItems } from '../moderation/moderated-items.js';
import { asMemberUpload } from '../voice/member-uploads.js';
import { takeVoice, type VoiceIntakeDeps } from '../voice/voice-intake.js';
import { insertReplyToPublished, isReplyTarget } from './replies.repository.js';

export const REPLY_LIMITS = { maxSeconds: VOICE_REPLY_MAX_SECONDS, tooLong: VOICE_ERRORS.replyTooLong };

/** A voice reply to a published message: checked during the request, then transcribed and moderated within the wait. */
export async function postVoiceReply(
  request: FastifyRequest,
  deps: VoiceIntakeDeps & { db: Db; items: ModeratedItems },
  userId: string,
  messageId: string,
): Promise<ModerationOutcome> {
  // Checked before the upload is even read, and again inside the transaction that writes the reply.
  if (!(await isReplyTarget(deps.db, messageId))) throw new HttpError(404, VOICE_ERRORS.replyTargetMissing);
  await deps.items.ensureRoom(userId);
  const { ref, receivedAt } = await asMemberUpload(userId, () => takeVoice(request, deps, REPLY_LIMITS, voiceReplyFieldsSchema, (voice) =>
    deps.items.submit(
      'reply',
      async (trx, id) => {
        const { audioPath, audioMimeType, audioDuration } = voice;
        const written = await insertReplyToPublished(trx, { id, messageId, userId, audioPath, audioMimeType, audioDuration, transcript: null });
        if (!written) throw new HttpError(404, VOICE_ERRORS.replyTargetMissing);
      },
      { transcribing: true },
    ),
  ));
  return deps.items.awaitOutcome(ref, receivedAt);
}
