import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBadgesRoutes } from '../badges/admin-badges.routes.js';
import type { DomainOptions } from '../context.js';
import { guardAdminOnly } from './admin-guard.js';
import { adminModerationRoutes } from './admin-moderation.routes.js';
import { adminStatsRoutes } from './admin-stats.routes.js';
import { adminUsersRoutes } from './admin-users.routes.js';

/** Everything under /api/admin, behind one guard: a route added here cannot forget it. */
export const adminRoutes: FastifyPluginAsyncZod<DomainOptions> = async (app, options) => {
  guardAdminOnly(app);
  await app.register(adminStatsRoutes, options);
  await app.register(adminUsersRoutes, options);
  await app.register(adminModerationRoutes, options);
  await app.register(adminBadgesRoutes, options);
};
