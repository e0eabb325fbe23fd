import { useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { FEED_POLL_INTERVAL_MS, type FeedCategory } from '../../shared/constants.js';
import type { FeedPage, Message } from '../../shared/schemas/messages.js';
import { apiRequestJson } from './api-request.js';
import { feedMessages, feedUrl, MESSAGES_URL, withNewestPage, type FeedCursor, type FeedPages } from './feed-pages.js';

/** The prefix of every category's feed, e.g. to invalidate them all after posting. */
export const FEED_QUERY_KEY = [MESSAGES_URL, 'feed'] as const;

const feedQueryKey = (category: FeedCategory) => [...FEED_QUERY_KEY, category] as const;
const newestPageQueryKey = (category: FeedCategory) => [MESSAGES_URL, 'newest-page', category] as const;

export function fetchFeedPage(category: FeedCategory, cursor: FeedCursor): Promise<FeedPage> {
  return apiRequestJson<FeedPage>('GET', feedUrl(category, cursor));
}

/** The feed of one category, newest first; older pages load on demand and the newest page is polled. */
export function useFeed(category: FeedCategory) {
  const feed = useInfiniteQuery({
    queryKey: feedQueryKey(category),
    queryFn: ({ pageParam }) => fetchFeedPage(category, pageParam),
    initialPageParam: null as FeedCursor,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
  usePolledNewestPage(category, feed.data !== undefined);
  return feed;
}

/**
 * Polling the infinite query itself would refetch every loaded page in turn, so a separate query polls
 * only the newest page and folds it into the loaded pages.
 */
function usePolledNewestPage(category: FeedCategory, feedLoaded: boolean) {
  const queryClient = useQueryClient();
  const loadedPages = () => queryClient.getQueryData<FeedPages>(feedQueryKey(category));

  useQuery({
    queryKey: newestPageQueryKey(category),
    queryFn: async () => {
      const newest = await fetchFeedPage(category, null);
      queryClient.setQueryData<FeedPages>(feedQueryKey(category), (pages) => pages && withNewestPage(pages, newest));
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
