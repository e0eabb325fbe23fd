import type { InfiniteData } from '@tanstack/react-query';
import type { FeedCategory } from '../../shared/constants.js';
import type { FeedPage, Message } from '../../shared/schemas/messages.js';

export const MESSAGES_URL = '/api/messages';

/** The cursor of the page to load next; null asks for the newest page. */
export type FeedCursor = string | null;
export type FeedPages = InfiniteData<FeedPage, FeedCursor>;

/** Who reads the feed: a signed-in member, or a visitor reading the general feed. */
export type FeedViewer = 'member' | 'visitor';

/**
 * A member's feed includes their own pending and rejected messages (`myFeed=true`); a visitor reads
 * the approved general feed. A chip other than the first narrows either to one category.
 */
export function feedUrl(category: FeedCategory, cursor: FeedCursor = null, viewer: FeedViewer = 'member'): string {
  const params = new URLSearchParams();
  if (category !== 'all') params.set('category', category);
  if (viewer === 'member') params.set('myFeed', 'true');
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `${MESSAGES_URL}?${query}` : MESSAGES_URL;
}

/** The loaded pages without one message (hidden, or by a blocked member), keeping every cursor. */
export function withoutMessage(pages: FeedPages, messageId: string): FeedPages {
  return {
    pages: pages.pages.map((page) => ({ ...page, messages: page.messages.filter((message) => message.id !== messageId) })),
    pageParams: pages.pageParams,
  };
}

/** The loaded pages as one list, newest first; a message seen twice (pages shifted) shows once. */
export function feedMessages(pages: readonly FeedPage[]): Message[] {
  const seen = new Set<string>();
  const messages: Message[] = [];
  for (const page of pages) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages;
}

/**
 * Folds a freshly polled newest page into the loaded pages without refetching the older ones.
 *
 * Older pages were loaded from the first page's cursor, so the first page must keep reaching down to
 * it: messages that newer ones pushed out of the newest page are carried over, or they would fall into
 * a gap between the first and second page. When the newest page shares nothing with the first page
 * (more than a page of new messages since the last poll) no seam can be found, and the feed starts
 * again from the newest page.
 */
export function withNewestPage(pages: FeedPages, newest: FeedPage): FeedPages {
  const [firstPage, ...olderPages] = pages.pages;
  const onlyNewest: FeedPages = { pages: [newest], pageParams: [null] };
  if (!firstPage || olderPages.length === 0 || newest.nextCursor === null) return onlyNewest;

  const newestIds = new Set(newest.messages.map((message) => message.id));
  const lastSharedIndex = firstPage.messages.findLastIndex((message) => newestIds.has(message.id));
  if (lastSharedIndex === -1) return onlyNewest;

  const carriedOver = firstPage.messages.slice(lastSharedIndex + 1);
  // The second page was loaded from the first page's old cursor, so that cursor stays.
  const mergedFirstPage: FeedPage = { messages: [...newest.messages, ...carriedOver], nextCursor: firstPage.nextCursor };
  return { pages: [mergedFirstPage, ...olderPages], pageParams: pages.pageParams };
}
