import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '../../shared/schemas/error.js';
import { requireMember } from '../auth/guards.js';
import { clearSessionCookie } from '../auth/session-cookie.js';
import type { DomainOptions } from '../context.js';

export const accountRoutes: FastifyPluginAsyncZod<DomainOptions> = async (app, { ctx }) => {
  // Finishes what a crash left half-way: accounts deleted whose recordings were not all removed yet.
  app.addHook('onReady', async () => {
    ctx.accountDeletion.resume(ctx.db).then(
      ({ removed, left }) => (removed > 0 || left > 0) && app.log.info({ removed, left }, 'finished removing the files of deleted accounts'),
      (error: unknown) => app.log.warn({ err: error }, 'could not finish removing the files of deleted accounts'),
    );
  });

  app.delete('/api/account', { schema: { response: { 200: okSchema } } }, async (request, reply) => {
    const { userId } = requireMember(request);
    const { filesLeft } = await ctx.accountDeletion.deleteAccount(ctx.db, userId);
    if (filesLeft > 0) request.log.warn({ filesLeft }, 'an account was deleted; some of its files will be removed at the next start');
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });
};
