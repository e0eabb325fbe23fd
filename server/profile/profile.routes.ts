import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityInfoSchema } from '../../shared/schemas/community.js';
import { apiErrorSchema } from '../../shared/schemas/error.js';
import { avatarBodySchema, usernameBodySchema } from '../../shared/schemas/profile.js';
import { currentUserSchema } from '../../shared/schemas/user.js';
import { requireMember } from '../auth/guards.js';
import type { DomainOptions } from '../context.js';
import { changeUsername, chooseAvatar } from './profile.service.js';

/** A member's own profile (avatar and username) and what the profile screen needs to know about this server. */
export const profileRoutes: FastifyPluginAsyncZod<DomainOptions> = async (app, { ctx }) => {
  const { db, config } = ctx;
  // Visitors learn they must sign in before their body is even read.
  app.addHook('onRequest', async (request) => {
    requireMember(request);
  });

  app.post(
    '/api/profile/avatar',
    { schema: { body: avatarBodySchema, response: { 200: currentUserSchema, '4xx': apiErrorSchema } } },
    async (request) => chooseAvatar(db, requireMember(request).userId, request.body.avatar),
  );

  app.post(
    '/api/profile/username',
    { schema: { body: usernameBodySchema, response: { 200: currentUserSchema, '4xx': apiErrorSchema } } },
    async (request) => changeUsername(db, requireMember(request).userId, request.body.username),
  );

  app.get('/api/community', { schema: { response: { 200: communityInfoSchema, 401: apiErrorSchema } } }, async (request) => {
    requireMember(request);
    return { supportEmail: config.supportEmail ?? null, subscriptions: config.subscriptions };
  });
};
