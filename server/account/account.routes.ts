import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '../../shared/schemas/error.js';
import { requireMember } from '../auth/guards.js';
import { clearSessionCookie } from '../auth/session-cookie.js';
import type { DomainOptions } from '../context.js';

export const accountRoutes: FastifyPluginAsyncZod<DomainOptions> = async (app, { ctx }) => {
  app.delete('/api/account', { schema: { response: { 200: okSchema } } }, async (request, reply) => {
    const { userId } = requireMember(request);
    await ctx.accountDeletion.deleteAccount(ctx.db, userId);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });
};
