import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '../../shared/schemas/health.js';
import type { DomainOptions } from '../context.js';

export const healthRoutes: FastifyPluginAsyncZod<DomainOptions> = async (app, { ctx }) => {
  const startedAt = Date.now();
  app.get('/api/health', { schema: { response: { 200: healthSchema } } }, async () => ({
    status: 'ok' as const,
    version: ctx.config.version,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    database: ctx.dbKind,
    models: ctx.models.snapshot(),
  }));
};
