import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminMessageSchema,
  adminReplySchema,
  moderationDecisionBodySchema,
  moderationDecisionResultSchema,
  moderationItemIdParamsSchema,
} from '../../shared/schemas/admin.js';
import { apiErrorSchema } from '../../shared/schemas/error.js';
import { requireAdmin } from '../auth/guards.js';
import type { DomainOptions } from '../context.js';
import { listAdminMessages, listAdminReplies } from './admin-moderation.repository.js';
import { decideModeration } from './admin-moderation.service.js';

const decisionSchema = {
  params: moderationItemIdParamsSchema,
  body: moderationDecisionBodySchema,
  response: { 200: moderationDecisionResultSchema, 404: apiErrorSchema, 409: apiErrorSchema },
};

export const adminModerationRoutes: FastifyPluginAsyncZod<DomainOptions> = async (app, { ctx }) => {
  const { db, moderatedItems } = ctx;

  app.get('/api/admin/messages', { schema: { response: { 200: z.array(adminMessageSchema) } } }, async () => listAdminMessages(db));

  app.patch('/api/admin/messages/:id/status', { schema: decisionSchema }, async (request) =>
    decideModeration(moderatedItems, requireAdmin(request).userId, 'message', request.params.id, request.body),
  );

  app.get('/api/admin/replies', { schema: { response: { 200: z.array(adminReplySchema) } } }, async () => listAdminReplies(db));

  app.patch('/api/admin/replies/:id/status', { schema: decisionSchema }, async (request) =>
    decideModeration(moderatedItems, requireAdmin(request).userId, 'reply', request.params.id, request.body),
  );
};
