import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/guards.js';

/**
 * Every route of the plugin it is installed in answers 401 to a visitor and 403 to a member, before its
 * body or params are validated: a visitor learns nothing about a route's payload.
 */
export function guardAdminOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
}
