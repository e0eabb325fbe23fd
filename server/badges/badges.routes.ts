import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badgeListSchema } from '../../shared/schemas/badges.js';
import type { DomainOptions } from '../context.js';
import { listBadges } from './badges.repository.js';

/** The public list of badges: the profile's Badge Guide explains how each is earned. */
export const badgesRoutes: FastifyPluginAsyncZod<DomainOptions> = async (app, { ctx }) => {
  app.get('/api/badges', { schema: { response: { 200: badgeListSchema } } }, async () => listBadges(ctx.db));
};
