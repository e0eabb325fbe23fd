import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActivitySchema, adminStatsSchema } from '../../shared/schemas/admin.js';
import type { DomainOptions } from '../context.js';
import { loadAdminStats, loadMessageActivity } from './admin-stats.repository.js';

export const adminStatsRoutes: FastifyPluginAsyncZod<DomainOptions> = async (app, { ctx }) => {
  app.get('/api/admin/stats', { schema: { response: { 200: adminStatsSchema } } }, async () => loadAdminStats(ctx.db));

  app.get('/api/admin/activity', { schema: { response: { 200: adminActivitySchema } } }, async () => ({
    days: await loadMessageActivity(ctx.db),
  }));
};
