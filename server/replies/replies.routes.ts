import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGE_ERRORS, messageIdParamsSchema, moderationOutcomeSchema } from '../../shared/schemas/messages.js';
import { replyListSchema } from '../../shared/schemas/replies.js';
import { apiErrorSchema } from '../../shared/schemas/error.js';
import { resolveFfmpegPath } from '../audio/ffmpeg.js';
import { acceptVoiceUploads } from '../audio/voice-upload.js';
import { requireMember } from '../auth/guards.js';
import type { DomainOptions } from '../context.js';
import { HttpError } from '../http/errors.js';
import { canSeeRepliesOf, findReplyAudio, listApprovedReplies } from './replies.repository.js';
import { playStoredAudio } from '../voice/stored-audio.js';
import { postVoiceReply } from './replies.service.js';

const replyIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** Voice replies: posting (moderated like messages), listing the published ones, and playback. */
export const repliesRoutes: FastifyPluginAsyncZod<DomainOptions> = async (app, { ctx }) => {
  const { db, config, audio, voiceTranscription: transcription, moderatedItems: items } = ctx;
  const deps = { db, items, store: audio, transcription, ffmpegPath: resolveFfmpegPath(config.ffmpegPath) };
  await acceptVoiceUploads(app);

  app.post(
    '/api/messages/:id/replies',
    { schema: { params: messageIdParamsSchema, response: { 200: moderationOutcomeSchema, '4xx': apiErrorSchema, 503: apiErrorSchema } } },
    async (request) => {
      const { userId } = requireMember(request);
      return postVoiceReply(request, deps, userId, request.params.id);
    },
  );

  app.get(
    '/api/messages/:id/replies',
    { schema: { params: messageIdParamsSchema, response: { 200: replyListSchema, 404: apiErrorSchema } } },
    async (request) => {
      if (!(await canSeeRepliesOf(db, request.params.id, request.session?.userId))) throw new HttpError(404, MESSAGE_ERRORS.notFound);
      return listApprovedReplies(db, request.params.id, request.session?.userId);
    },
  );

  app.get('/api/replies/:id/audio', { schema: { params: replyIdParamsSchema } }, async (request, reply) =>
    playStoredAudio(request, reply, audio, await findReplyAudio(db, request.params.id, request.session?.userId)),
  );
};
