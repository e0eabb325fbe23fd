import { useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { FEED_POLL_INTERVAL_MS, type FeedCategory } from '../../shared/constants.js';
import type { FeedPage, Message } from '../../shared/schemas/messages.js';
import { apiRequestJson } from './api-request.js';
import {
  feedMessages,
  feedUrl,
  MESSAGES_URL,
  withNewestPage,
  withoutMessage,
  type FeedCursor,
  type FeedPages,
  type FeedViewer,
} from './feed-pages.js';

/** The prefix of every category's feed, e.g. to invalidate them all after posting. */
export const FEED_QUERY_KEY = [MESSAGES_URL, 'feed'] as const;

// The viewer is part of the key, so a visitor's general feed is never shown as a member's own feed after signing in.
const feedQueryKey = (category: FeedCategory, viewer: FeedViewer) => [...FEED_QUERY_KEY, viewer, category] as const;
const newestPageQueryKey = (category: FeedCategory, viewer: FeedViewer) => [MESSAGES_URL, 'newest-page', viewer, category] as const;

export function fetchFeedPage(category: FeedCategory, cursor: FeedCursor, viewer: FeedViewer = 'member'): Promise<FeedPage> {
  return apiRequestJson<FeedPage>('GET', feedUrl(category, cursor, viewer));
}

/** The feed of one category, newest first; older pages load on demand and the newest page is polled. */
export function useFeed(category: FeedCategory, viewer: FeedViewer = 'member') {
  const feed = useInfiniteQuery({
    queryKey: feedQueryKey(category, viewer),
    queryFn: ({ pageParam }) => fetchFeedPage(category, pageParam, viewer),
    initialPageParam: null as FeedCursor,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
  usePolledNewestPage(category, viewer, feed.data !== undefined);
  return feed;
}

/**
 * Polling the infinite query itself would refetch every loaded page in turn, so a separate query polls
 * only the newest page and folds it into the loaded pages.
 */
function usePolledNewestPage(category: FeedCategory, viewer: FeedViewer, feedLoaded: boolean) {
  const queryClient = useQueryClient();
  const loadedPages = () => queryClient.getQueryData<FeedPages>(feedQueryKey(category, viewer));

  useQuery({
    queryKey: newestPageQueryKey(category, viewer),
    queryFn: async () => {
      const newest = await fetchFeedPage(category, null, viewer);
      queryClient.setQueryData<FeedPages>(feedQueryKey(category, viewer), (pages) => pages && withNewestPage(pages, newest));
      return newest;
    },
    enabled: feedLoaded,
    // Seeded with the page the feed has just loaded (queries never go stale here), so the first poll
    // comes one interval later rather than repeating that request at once.
    initialData: () => loadedPages()?.pages[0],
    refetchInterval: FEED_POLL_INTERVAL_MS,
  });
}

/** A message from any feed already loaded on this device, e.g. the one a notification points to. */
export function findLoadedMessage(queryClient: QueryClient, messageId: string): Message | null {
  for (const [, pages] of queryClient.getQueriesData<FeedPages>({ queryKey: FEED_QUERY_KEY })) {
    const found = pages && feedMessages(pages.pages).find((message) => message.id === messageId);
    if (found) return found;
  }
  return null;
}

/** Takes a message out of every loaded feed at once, e.g. after the member hid it. */
export function removeLoadedMessage(queryClient: QueryClient, messageId: string): void {
  queryClient.setQueriesData<FeedPages>({ queryKey: FEED_QUERY_KEY }, (pages) => pages && withoutMessage(pages, messageId));
}
