import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageIdParamsSchema, moderationOutcomeSchema } from '../../shared/schemas/messages.js';
import { apiErrorSchema, okSchema } from '../../shared/schemas/error.js';
import { resolveFfmpegPath } from '../audio/ffmpeg.js';
import { acceptVoiceUploads } from '../audio/voice-upload.js';
import { requireMember } from '../auth/guards.js';
import type { DomainOptions } from '../context.js';
import { findMessageAudio, referencedAudioPaths } from './voice-messages.repository.js';
import { postVoiceMessage } from './voice-messages.service.js';
import { playStoredAudio } from './stored-audio.js';

/** Kept files no row points at are removed at start once this old (keeping a file and committing its row take milliseconds). */
const SWEEP_GRACE_MS = 10 * 60 * 1000;

/** Voice posts, the playback of messages' recordings, and the audio store's housekeeping. */
export const voiceRoutes: FastifyPluginAsyncZod<DomainOptions> = async (app, { ctx }) => {
  const { db, config, audio, voiceTranscription: transcription, moderatedItems: items } = ctx;
  const deps = { items, store: audio, transcription, ffmpegPath: resolveFfmpegPath(config.ffmpegPath) };
  await acceptVoiceUploads(app);

  app.addHook('onReady', async () => {
    await audio.assertUsable();
    audio.sweep((paths) => referencedAudioPaths(db, paths), SWEEP_GRACE_MS).then(
      (removed) => removed > 0 && app.log.info({ removed }, 'removed audio files left by an interrupted upload'),
      (error: unknown) => app.log.warn({ err: error }, 'could not sweep the audio folder'),
    );
  });

  app.post(
    '/api/messages/voice',
    { schema: { response: { 200: moderationOutcomeSchema, '4xx': apiErrorSchema, 503: apiErrorSchema } } },
    async (request) => {
      const { userId } = requireMember(request);
      return postVoiceMessage(request, deps, userId);
    },
  );

  // The recorder opened: Whisper loads, or opens what rested, while the member speaks (the few seconds
  // that costs would otherwise come on top of their wait once they press Send).
  app.post('/api/voice/prepare', { schema: { response: { 200: okSchema, 401: apiErrorSchema } } }, async (request) => {
    requireMember(request);
    transcription.prepare();
    return { ok: true as const };
  });

  app.get('/api/messages/:id/audio', { schema: { params: messageIdParamsSchema } }, async (request, reply) =>
    playStoredAudio(request, reply, audio, await findMessageAudio(db, request.params.id)),
  );
};
