import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DomainOptions } from '../context.js';

export const GOOGLE_UNAVAILABLE_REDIRECT = '/?authError=google_unavailable';

/**
 * "Continue with Google" is a browser navigation. Until an operator configures an OAuth client the member
 * is sent back to the app, which explains that email sign-in is the way in.
 */
export const googleRoutes: FastifyPluginAsyncZod<DomainOptions> = async (app) => {
  app.get('/api/auth/google', async (_request, reply) => reply.redirect(GOOGLE_UNAVAILABLE_REDIRECT, 302));
};
