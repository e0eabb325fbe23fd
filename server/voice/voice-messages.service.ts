import type { FastifyRequest } from 'fastify';
import { VOICE_POST_MAX_SECONDS } from '../../shared/constants.js';
import type { ModerationOutcome } from '../../shared/schemas/messages.js';
import { VOICE_ERRORS, voiceMessageFieldsSchema } from '../../shared/schemas/replies.js';
import type { ModeratedItems } from '../moderation/moderated-items.js';
import { asMemberUpload } from './member-uploads.js';
import { takeVoice, type VoiceIntakeDeps } from './voice-intake.js';
import { insertVoiceMessage } from './voice-messages.repository.js';

export const POST_LIMITS = { maxSeconds: VOICE_POST_MAX_SECONDS, tooLong: VOICE_ERRORS.postTooLong };

/** A voice post: checked during the request, then transcribed and moderated within the same wait as a text message. */
export async function postVoiceMessage(
  request: FastifyRequest,
  deps: VoiceIntakeDeps & { items: ModeratedItems },
  userId: string,
): Promise<ModerationOutcome> {
  await deps.items.ensureRoom(userId);
  const { ref, receivedAt } = await asMemberUpload(userId, () => takeVoice(request, deps, POST_LIMITS, voiceMessageFieldsSchema, (voice) =>
    deps.items.submit('message', (trx, id) =>
      insertVoiceMessage(trx, {
        id,
        userId,
        category: voice.fields.category,
        audioPath: voice.audioPath,
        audioMimeType: voice.audioMimeType,
        audioDuration: voice.audioDuration,
        transcript: null,
      }),
      { transcribing: true },
    ),
  ));
  return deps.items.awaitOutcome(ref, receivedAt);
}
