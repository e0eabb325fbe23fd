import { readChangeMarkers } from '../db/change-marker.js';
import type { Db, DatabaseKind } from '../db/database.js';

/** A feed page as sent: its JSON and that JSON's ETag. */
export interface RenderedPage {
  etag: string;
  body: string;
}

/** First pages kept per process (a page is 10–25 KB): every member polling at once, with room to spare. */
export const FEED_CACHE_PAGES = 1_000;

/** Request URLs remembered as asking for a first page: the few a client polls, with room to spare. */
export const FIRST_PAGE_URLS = 1_000;

/** What a first page is kept under: whose feed it is (a member's id, or none for a visitor) and its query. */
export const firstPageKey = (viewerId: string | undefined, query: string): string => `${viewerId ?? ''} ${query}`;

/**
 * The feed's first pages as last rendered, each kept with the notified change marker (`ChangeMarkers`)
 * read just before it was rendered. A page is served again only while the marker is the same, that is
 * while nothing at all was written to the database: the same page, byte for byte, as rendering it again
 * would give, without its three queries. Any write (a post, a verdict, a reply, a hide, a new badge, a
 * sign-in) makes the next request render afresh: on this instance at once, on every other one once it
 * knows of the write (on PostgreSQL, when the write's notification arrives: milliseconds). The marker is
 * read before rendering, so a write landing during the render only makes the kept page look older than it is.
 */
export class FeedPageCache {
  /** In least recently used order, oldest first. */
  private readonly pages = new Map<string, RenderedPage & { marker: string }>();
  /** Request URL (path and query, as received) → its first page's query, for URLs the route has validated. */
  private readonly urls = new Map<string, string>();

  constructor(
    private readonly db: Db,
    private readonly kind: DatabaseKind,
    private readonly capacity = FEED_CACHE_PAGES,
  ) {}

  /** `marker`: the notified marker, if this request has read it already, so it is not read twice. */
  async get(key: string, render: () => Promise<RenderedPage>, marker?: string): Promise<RenderedPage> {
    marker ??= (await readChangeMarkers(this.db, this.kind, false)).notified;
    const kept = this.pages.get(key);
    this.pages.delete(key);
    if (kept?.marker === marker) {
      this.pages.set(key, kept);
      return kept;
    }
    const page = await render();
    this.pages.set(key, { ...page, marker });
    if (this.pages.size > this.capacity) this.pages.delete(this.pages.keys().next().value!);
    return page;
  }

  /** The page kept under `key` if it was rendered under `marker` (nothing written since), without rendering. */
  peek(key: string, marker: string): RenderedPage | undefined {
    const kept = this.pages.get(key);
    return kept?.marker === marker ? kept : undefined;
  }

  /**
   * Notes that the route validated `url` as asking for the first page of `query` (`firstPageKey`'s
   * second part), so that a poll of that very URL can be recognised before the route runs.
   */
  rememberUrl(url: string, query: string): void {
    if (this.urls.get(url) === query) return;
    if (this.urls.size >= FIRST_PAGE_URLS) this.urls.clear();
    this.urls.set(url, query);
  }

  /** The first page's query the route found `url` to ask for, if it has seen that URL. */
  queryOfUrl(url: string): string | undefined {
    return this.urls.get(url);
  }
}
