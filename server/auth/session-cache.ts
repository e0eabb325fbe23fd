import type { SessionUser } from './sessions.repository.js';

/** Sessions kept per process: far more than the members polling one instance at a time. */
export const SESSION_CACHE_ENTRIES = 10_000;

/**
 * Sessions as last read from the database, each kept with the exact change marker (`ChangeMarkers` in
 * `db/change-marker.ts`) read before that lookup. A kept session is used only while the marker is unchanged, that is while
 * nothing at all was written to the database since, by any instance or process, and only until it
 * expires. So a sign-out, "sign out everywhere", an account deletion or a changed admin flag, wherever
 * it was written, ends its use at the very next request, exactly as reading the row again would: no
 * revoked session lives on, for any time at all. Kept by the token's hash, like the database keeps them.
 */
export class SessionCache {
  /** In least recently used order, oldest first. */
  private readonly entries = new Map<string, { session: SessionUser; marker: string }>();

  constructor(private readonly capacity = SESSION_CACHE_ENTRIES) {}

  get(tokenHash: string, marker: string, now = Date.now()): SessionUser | undefined {
    const kept = this.entries.get(tokenHash);
    if (!kept) return undefined;
    this.entries.delete(tokenHash);
    if (kept.marker !== marker || kept.session.expiresAt.getTime() <= now) return undefined;
    this.entries.set(tokenHash, kept);
    return kept.session;
  }

  /** `marker` must have been read before `session` was. */
  set(marker: string, session: SessionUser): void {
    this.entries.delete(session.tokenHash);
    this.entries.set(session.tokenHash, { session: Object.freeze(session), marker });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}
