import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/error.js';
import { verifySubscriptionBodySchema } from '../../shared/schemas/subscription.js';
import { currentUserSchema } from '../../shared/schemas/user.js';
import { requireMember } from '../auth/guards.js';
import type { DomainOptions } from '../context.js';
import { subscriptionVerifierFor } from './subscription-verifier.js';
import { verifySubscription } from './subscription.service.js';

/** Premium through a purchase, checked by the verifier `KINDRED_SUBSCRIPTIONS` chooses. */
export const subscriptionRoutes: FastifyPluginAsyncZod<DomainOptions> = async (app, { ctx }) => {
  const verifier = subscriptionVerifierFor(ctx.config.subscriptions);
  app.addHook('onRequest', async (request) => {
    requireMember(request);
  });

  app.post(
    '/api/subscription/verify',
    { schema: { body: verifySubscriptionBodySchema, response: { 200: currentUserSchema, '4xx': apiErrorSchema, 501: apiErrorSchema } } },
    async (request) => verifySubscription(ctx.db, verifier, requireMember(request).userId, request.body),
  );
};
