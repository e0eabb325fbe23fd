import { sql } from 'kysely';
import type { Db, DatabaseKind } from '../db/database.js';

/** A feed page as sent: its JSON and that JSON's ETag. */
export interface RenderedPage {
  etag: string;
  body: string;
}

/** First pages kept per process (a page is 10–25 KB): every member polling at once, with room to spare. */
export const FEED_CACHE_PAGES = 1_000;

/**
 * Something that changes whenever any data in the database may have changed, read in one cheap query.
 *
 * SQLite: the rows this process's connection changed (`total_changes()`, which counts every insert,
 * update and delete, trigger and rolled-back ones included) and `data_version`, which changes when
 * another connection or process commits. Kysely runs every SQLite query on that one connection, a
 * transaction holding it until it ends, so this is never read in the middle of a transaction.
 *
 * PostgreSQL: the current transaction snapshot (xmin:xmax:in-progress ids). A transaction that writes
 * is given an id, which moves xmax; when it commits or aborts it leaves the in-progress list. Either
 * way the snapshot differs, on every instance sharing the database. Read-only transactions (the polls
 * themselves) get no id and change nothing. Transaction ids are the whole cluster's, so a write to
 * another database of the same server changes it too: a page rendered again for nothing, never a stale one.
 */
export async function readChangeMarker(db: Db, kind: DatabaseKind): Promise<string> {
  if (kind === 'sqlite') {
    const { rows } = await sql<{ changes: number; version: number }>`select total_changes() as changes, data_version as version from pragma_data_version`.execute(db);
    return `${rows[0]?.changes}:${rows[0]?.version}`;
  }
  const { rows } = await sql<{ snapshot: string }>`select txid_current_snapshot()::text as snapshot`.execute(db);
  return rows[0]?.snapshot ?? '';
}

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

  async get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const marker = await readChangeMarker(this.db, this.kind);
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
