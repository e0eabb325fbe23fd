import type { FastifyRequest } from 'fastify';
import { VOICE_REPLY_MAX_SECONDS } from '../../shared/constants.js';
import { MESSAGE_ERRORS, type ModerationOutcome } from '../../shared/schemas/messages.js';
import { VOICE_ERRORS, voiceReplyFieldsSchema } from '../../shared/schemas/replies.js';
import type { Db } from '../db/database.js';
import { newId } from '../db/ids.js';
import { HttpError } from '../http/errors.js';
import type { ModerationQueue } from '../moderation/moderation-queue.js';
import { awaitVerdict } from '../voice/moderation-wait.js';
import { takeVoice, type VoiceIntakeDeps } from '../voice/voice-intake.js';
import { findReplyOutcome, insertReply, isReplyTarget } from './replies.repository.js';

export const REPLY_LIMITS = { maxSeconds: VOICE_REPLY_MAX_SECONDS, tooLong: VOICE_ERRORS.replyTooLong };

/**
 * A voice reply to a published message: checked and transcribed during the request, written (pending)
 * with its moderation job in one transaction, then the answer waits a bounded time for the verdict.
 */
export async function postVoiceReply(
  request: FastifyRequest,
  deps: VoiceIntakeDeps & { db: Db; queue: ModerationQueue },
  userId: string,
  messageId: string,
  limits: { waitMs: number; maxBacklog: number },
): Promise<ModerationOutcome> {
  // Checked before the upload is even read, and again inside the transaction that writes the reply.
  if (!(await isReplyTarget(deps.db, messageId))) throw new HttpError(404, VOICE_ERRORS.replyTargetMissing);
  if ((await deps.queue.backlog()) >= limits.maxBacklog) throw new HttpError(503, MESSAGE_ERRORS.busy);
  const id = newId();
  await takeVoice(request, deps, REPLY_LIMITS, voiceReplyFieldsSchema, (voice) =>
    deps.db.transaction().execute(async (trx) => {
      if (!(await isReplyTarget(trx, messageId))) throw new HttpError(404, VOICE_ERRORS.replyTargetMissing);
      await insertReply(trx, {
        id,
        messageId,
        userId,
        audioPath: voice.audioPath,
        audioMimeType: voice.audioMimeType,
        audioDuration: voice.audioDuration,
        transcript: voice.transcript,
      });
      await deps.queue.enqueue(trx, { type: 'reply', id });
    }),
  );
  await awaitVerdict(deps.queue, { type: 'reply', id }, limits.waitMs);
  const row = await findReplyOutcome(deps.db, id);
  if (!row) throw new Error(`reply ${id} vanished while being checked`);
  return { id: row.id, status: row.status as ModerationOutcome['status'], rejectionReason: row.rejectionReason, crisis: row.crisis === 1 };
}
