import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/schemas/error.js';
import { helpfulStateSchema } from '../../shared/schemas/safety.js';
import { requireMember } from '../auth/guards.js';
import type { DomainOptions } from '../context.js';
import { markHelpful, unmarkHelpful } from './helpful.service.js';

const replyIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
const schema = { params: replyIdParamsSchema, response: { 200: helpfulStateSchema, '4xx': apiErrorSchema } };

/** "This helped" on a voice reply: one mark per member per reply, never on one's own. */
export const helpfulRoutes: FastifyPluginAsyncZod<DomainOptions> = async (app, { ctx }) => {
  app.post('/api/replies/:id/helpful', { schema }, async (request) => markHelpful(ctx.db, requireMember(request).userId, request.params.id));
  app.delete('/api/replies/:id/helpful', { schema }, async (request) => unmarkHelpful(ctx.db, requireMember(request).userId, request.params.id));
};
