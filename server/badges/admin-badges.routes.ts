import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badgeIdParamsSchema, createBadgeBodySchema } from '../../shared/schemas/badges.js';
import { apiErrorSchema, okSchema } from '../../shared/schemas/error.js';
import { badgeSchema } from '../../shared/schemas/user.js';
import { requireAdmin } from '../auth/guards.js';
import type { DomainOptions } from '../context.js';
import { createBadge, removeBadge } from './badges.service.js';

/** Registered inside the admin plugin, behind its guard. */
export const adminBadgesRoutes: FastifyPluginAsyncZod<DomainOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  app.post(
    '/api/admin/badges',
    { schema: { body: createBadgeBodySchema, response: { 201: badgeSchema, 409: apiErrorSchema } } },
    async (request, reply) => reply.status(201).send(await createBadge(db, requireAdmin(request).userId, request.body)),
  );

  app.delete(
    '/api/admin/badges/:badgeId',
    { schema: { params: badgeIdParamsSchema, response: { 200: okSchema, 404: apiErrorSchema } } },
    async (request) => {
      await removeBadge(db, requireAdmin(request).userId, request.params.badgeId);
      return { ok: true as const };
    },
  );
};
