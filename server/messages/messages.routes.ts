import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FEED_PAGE_SIZE,
  createTextMessageBodySchema,
  feedPageSchema,
  feedQuerySchema,
  moderationOutcomeSchema,
  type FeedPage,
} from '../../shared/schemas/messages.js';
import { apiErrorSchema } from '../../shared/schemas/error.js';
import { requireMember } from '../auth/guards.js';
import type { DomainOptions } from '../context.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { decodeCursor, encodeCursor } from './feed-cursor.js';
import { firstPageKey, type FeedPageCache, type RenderedPage } from './feed-cache.js';
import { sendNotModified, setFeedCaching } from './feed-not-modified.js';
import { queryFeed, type FeedFilter } from './messages.repository.js';
import { postTextMessage } from './messages.service.js';

const INVALID_CURSOR = 'That feed position is not valid. Please reload the feed.';

/** `firstPages`: shared with the early answer to an unchanged poll (`feed-not-modified.ts`). */
export const messagesRoutes: FastifyPluginAsyncZod<DomainOptions & { firstPages: FeedPageCache }> = async (app, { ctx, firstPages }) => {
  const { db, moderatedItems: items } = ctx;

  app.post(
    '/api/messages/text',
    { schema: { body: createTextMessageBodySchema, response: { 200: moderationOutcomeSchema, 503: apiErrorSchema } } },
    async (request) => {
      const { userId } = requireMember(request);
      return postTextMessage(items, userId, request.body);
    },
  );

  app.get('/api/messages', { schema: { querystring: feedQuerySchema, response: { 200: feedPageSchema, 304: z.undefined() } } }, async (request, reply) => {
    const { myFeed, category, cursor, limit = FEED_PAGE_SIZE } = request.query;
    const before = cursor ? decodeCursor(cursor) : undefined;
    if (cursor && !before) throw new HttpError(400, INVALID_CURSOR);
    const filter: FeedFilter = {
      viewerId: request.session?.userId,
      includeOwn: myFeed === 'true',
      category: category === 'all' ? undefined : category,
      before,
      limit,
    };
    // First pages are what members poll every 10 s; older pages are read once, while scrolling.
    const render = () => renderFeedPage(db, filter);
    let page: RenderedPage;
    if (before) {
      page = await render();
    } else {
      const query = JSON.stringify([filter.includeOwn, filter.category, limit]);
      // The next poll of this very URL may then be answered before any of this runs (feed-not-modified.ts).
      firstPages.rememberUrl(request.url, query);
      page = await firstPages.get(firstPageKey(filter.viewerId, query), render, request.changeMarkers?.notified);
    }
    if (request.headers['if-none-match'] === page.etag) return sendNotModified(reply, page.etag);
    setFeedCaching(reply, page.etag);
    // Already JSON: a string with a JSON content type is sent as it is, past the schema's serializer.
    return reply.type('application/json; charset=utf-8').send(page.body as unknown as FeedPage);
  });
};

/**
 * A feed page serialized once, for both its ETag and its body. The page is built field by field from
 * the response schema's fields (messageFields, toPublicAuthor, the badge columns), so this is the very
 * JSON the schema's serializer would write (a test holds them equal), without validating and
 * stringifying it a second time.
 */
async function renderFeedPage(db: Db, filter: FeedFilter): Promise<RenderedPage> {
  const rows = await queryFeed(db, filter);
  const messages = rows.slice(0, filter.limit);
  const last = messages.at(-1);
  const page: FeedPage = { messages, nextCursor: rows.length > filter.limit && last ? encodeCursor(last) : null };
  const body = JSON.stringify(page);
  // The feed is polled every 10 s: an unchanged page costs a 304 and no body.
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}
