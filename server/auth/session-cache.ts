import type { ChangeMarkers } from '../db/change-marker.js';
import type { SessionUser } from './sessions.repository.js';

/** Sessions kept per process: far more than the members polling one instance at a time. */
export const SESSION_CACHE_ENTRIES = 10_000;

interface Kept {
  session: SessionUser;
  exact: string;
  notified: string;
}

/**
 * Sessions as last read from the database, each kept with both change markers (`ChangeMarkers` in
 * `db/change-marker.ts`) read before that lookup. Kept by the token's hash, like the database keeps them.
 *
 * `get` gives a session back only while the exact marker is unchanged, that is while nothing at all was
 * written to the database since, by any instance or process, and only until it expires. So a sign-out,
 * "sign out everywhere", an account deletion or a changed admin flag, wherever it was written, ends its
 * use at the very next request that is answered with anything, exactly as reading the row again would.
 *
 * `getForNotModified` is the one exception, for the feed's early 304 alone: under the notified marker,
 * which on PostgreSQL learns of another instance's write only once its notification has arrived
 * (milliseconds; at worst the listener's heartbeat, 7 s). A session revoked on another instance can then
 * still be told, for that long, that the page it already holds has not changed: a 304 carries no body and
 * changes nothing, so it tells a revoked session nothing it did not have. On SQLite the two markers are one.
 */
export class SessionCache {
  /** In least recently used order, oldest first. */
  private readonly entries = new Map<string, Kept>();

  constructor(private readonly capacity = SESSION_CACHE_ENTRIES) {}

  get(tokenHash: string, exact: string, now = Date.now()): SessionUser | undefined {
    return this.take(tokenHash, (kept) => kept.exact === exact, now);
  }

  /** Only for a 304 that answers a poll with no body (see the class). */
  getForNotModified(tokenHash: string, notified: string, now = Date.now()): SessionUser | undefined {
    return this.take(tokenHash, (kept) => kept.notified === notified, now);
  }

  /** `markers` must have been read before `session` was. */
  set(markers: ChangeMarkers & { exact: string }, session: SessionUser): void {
    this.entries.delete(session.tokenHash);
    this.entries.set(session.tokenHash, { session: Object.freeze(session), exact: markers.exact, notified: markers.notified });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  private take(tokenHash: string, current: (kept: Kept) => boolean, now: number): SessionUser | undefined {
    const kept = this.entries.get(tokenHash);
    if (!kept) return undefined;
    this.entries.delete(tokenHash);
    if (!current(kept) || kept.session.expiresAt.getTime() <= now) return undefined;
    this.entries.set(tokenHash, kept);
    return kept.session;
  }
}
