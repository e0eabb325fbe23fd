import { readChangeMarker } from '../db/change-marker.js';
import type { Db, DatabaseKind } from '../db/database.js';

/** A feed page as sent: its JSON and that JSON's ETag. */
export interface RenderedPage {
  etag: string;
  body: string;
}

/** First pages kept per process (a page is 10–25 KB): every member polling at once, with room to spare. */
export const FEED_CACHE_PAGES = 1_000;

/**
 * The feed's first pages as last rendered, each kept with the change marker read just before it was
 * rendered. A page is served again only while the marker is the same, that is while nothing at all
 * was written to the database: the same page, byte for byte, as rendering it again would give, without
 * its three queries. Any write (a post, a verdict, a reply, a hide, a new badge, a sign-in) makes the next
 * request render afresh, on this instance and on every other one. The marker is read before rendering,
 * so a write landing during the render only makes the kept page look older than it is.
 */
export class FeedPageCache {
  /** In least recently used order, oldest first. */
  private readonly pages = new Map<string, RenderedPage & { marker: string }>();

  constructor(
    private readonly db: Db,
    private readonly kind: DatabaseKind,
    private readonly capacity = FEED_CACHE_PAGES,
  ) {}

  /** `marker`: one this request has already read (the session lookup does), so it is not read twice. */
  async get(key: string, render: () => Promise<RenderedPage>, marker?: string): Promise<RenderedPage> {
    marker ??= await readChangeMarker(this.db, this.kind);
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
}
