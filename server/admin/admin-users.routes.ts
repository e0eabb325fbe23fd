import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserSchema, setAdminBodySchema, setPremiumBodySchema, userIdParamsSchema } from '../../shared/schemas/admin.js';
import { apiErrorSchema } from '../../shared/schemas/error.js';
import { requireAdmin } from '../auth/guards.js';
import type { DomainOptions } from '../context.js';
import { listAdminUsers } from './admin-users.repository.js';
import { setUserAdmin, setUserPremium } from './admin-users.service.js';

export const adminUsersRoutes: FastifyPluginAsyncZod<DomainOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/api/admin/users', { schema: { response: { 200: z.array(adminUserSchema) } } }, async () => listAdminUsers(db));

  app.patch(
    '/api/admin/users/:userId/admin',
    { schema: { params: userIdParamsSchema, body: setAdminBodySchema, response: { 200: adminUserSchema, 404: apiErrorSchema } } },
    async (request) => setUserAdmin(db, requireAdmin(request).userId, request.params.userId, request.body.isAdmin),
  );

  app.patch(
    '/api/admin/users/:userId/premium',
    { schema: { params: userIdParamsSchema, body: setPremiumBodySchema, response: { 200: adminUserSchema, 404: apiErrorSchema } } },
    async (request) => setUserPremium(db, requireAdmin(request).userId, request.params.userId, request.body.isPremium),
  );
};
