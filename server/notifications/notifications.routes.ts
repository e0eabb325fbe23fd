import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, okSchema } from '../../shared/schemas/error.js';
import { NOTIFICATION_ERRORS, notificationListSchema, unreadCountSchema } from '../../shared/schemas/notifications.js';
import { requireMember } from '../auth/guards.js';
import type { DomainOptions } from '../context.js';
import { HttpError } from '../http/errors.js';
import { countUnread, listNotifications, markAllRead, markRead } from './notifications.repository.js';

const notificationIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** The bell: a member's own notifications (replies to their messages), polled every 30 s. */
export const notificationsRoutes: FastifyPluginAsyncZod<DomainOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const privateAnswer = { 'cache-control': 'private, no-store' };

  app.get('/api/notifications', { schema: { response: { 200: notificationListSchema, 401: apiErrorSchema } } }, async (request, reply) => {
    const { userId } = requireMember(request);
    reply.headers(privateAnswer);
    return listNotifications(db, userId);
  });

  app.get('/api/notifications/unread-count', { schema: { response: { 200: unreadCountSchema, 401: apiErrorSchema } } }, async (request, reply) => {
    const { userId } = requireMember(request);
    reply.headers(privateAnswer);
    return { count: await countUnread(db, userId) };
  });

  app.patch('/api/notifications/read-all', { schema: { response: { 200: okSchema, 401: apiErrorSchema } } }, async (request) => {
    const { userId } = requireMember(request);
    await markAllRead(db, userId);
    return { ok: true as const };
  });

  app.patch(
    '/api/notifications/:id/read',
    { schema: { params: notificationIdParamsSchema, response: { 200: okSchema, '4xx': apiErrorSchema } } },
    async (request) => {
      const { userId } = requireMember(request);
      // Someone else's notification is "not found" for this member, never "forbidden".
      if (!(await markRead(db, userId, request.params.id))) throw new HttpError(404, NOTIFICATION_ERRORS.notFound);
      return { ok: true as const };
    },
  );
};
