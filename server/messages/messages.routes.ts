import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FEED_PAGE_SIZE, createTextMessageBodySchema, feedPageSchema, feedQuerySchema, moderationOutcomeSchema } from '../../shared/schemas/messages.js';
import { apiErrorSchema } from '../../shared/schemas/error.js';
import { requireMember } from '../auth/guards.js';
import type { DomainOptions } from '../context.js';
import { HttpError } from '../http/errors.js';
import { decodeCursor, encodeCursor } from './feed-cursor.js';
import { queryFeed } from './messages.repository.js';
import { postTextMessage } from './messages.service.js';

const INVALID_CURSOR = 'That feed position is not valid. Please reload the feed.';

export const messagesRoutes: FastifyPluginAsyncZod<DomainOptions> = async (app, { ctx }) => {
  const { db, moderatedItems: items } = ctx;

  app.post(
    '/api/messages/text',
    { schema: { body: createTextMessageBodySchema, response: { 200: moderationOutcomeSchema, 503: apiErrorSchema } } },
    async (request) => {
      const { userId } = requireMember(request);
      return postTextMessage(items, userId, request.body);
    },
  );

  app.get('/api/messages', { schema: { querystring: feedQuerySchema, response: { 200: feedPageSchema, 304: z.null() } } }, async (request, reply) => {
    const { myFeed, category, cursor, limit = FEED_PAGE_SIZE } = request.query;
    const before = cursor ? decodeCursor(cursor) : undefined;
    if (cursor && !before) throw new HttpError(400, INVALID_CURSOR);
    const viewerId = request.session?.userId;
    const rows = await queryFeed(db, {
      viewerId,
      includeOwn: myFeed === 'true',
      category: category === 'all' ? undefined : category,
      before,
      limit,
    });
    const messages = rows.slice(0, limit);
    const last = messages.at(-1);
    const page = { messages, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };

    // The feed is polled every 10 s: an unchanged page costs a 304 and no body.
    const etag = `"${createHash('sha1').update(JSON.stringify(page)).digest('base64url')}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'Cookie');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
    return page;
  });
};
