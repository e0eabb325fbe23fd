import type { Message } from '../../shared/schemas/messages.js';
import { jsonResponse, stubFetch } from './fake-fetch.js';
import { aMember } from './members.js';
import { aFeedPage } from './messages.js';

export const MY_FEED = '/api/messages?myFeed=true';

type Routes = Parameters<typeof stubFetch>[0];

/** A signed-in member, a feed of these messages and no notifications; `routes` add to or replace these. */
export function stubFeedServer(messages: Message[], routes: Routes = {}) {
  return stubFetch({
    'GET /api/auth/user': () => jsonResponse(200, aMember()),
    [`GET ${MY_FEED}`]: () => jsonResponse(200, aFeedPage(messages)),
    'GET /api/notifications': () => jsonResponse(200, []),
    'GET /api/notifications/unread-count': () => jsonResponse(200, { count: 0 }),
    ...routes,
  });
}
