import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import type { SessionCache } from '../auth/session-cache.js';
import { hashToken, isSessionDueForExtension } from '../auth/sessions.repository.js';
import { readChangeMarkers, type ChangeMarkers } from '../db/change-marker.js';
import type { Db, DatabaseKind } from '../db/database.js';
import { dropSecurityHeaders } from '../http/security.js';
import { firstPageKey, type FeedPageCache } from './feed-cache.js';

const CACHE_CONTROL = 'private, no-cache';

/** What every feed page is sent with: its ETag, revalidated on every use, per member. */
export function setFeedCaching(reply: FastifyReply, etag: string): void {
  reply.header('etag', etag).header('cache-control', CACHE_CONTROL).header('vary', 'Cookie');
}

/**
 * A 304 with what RFC 9110 (§15.4.5) asks of one, ETag, Cache-Control and Vary (Node adds Date), and no
 * payload at all (a serialized `null` would announce a 4-byte body that a 304 never carries). The
 * security headers are left off: a 304 only refreshes the page the client already holds, whose stored
 * headers, the security headers among them, stay in force (RFC 9111 §4.3.4).
 */
export function sendNotModified(reply: FastifyReply, etag: string): FastifyReply {
  dropSecurityHeaders(reply);
  setFeedCaching(reply, etag);
  return reply.status(304).send();
}

/**
 * The session cookie's value as @fastify/cookie would read it (the first cookie of that name, spaces
 * trimmed), or null when there is none; undefined when its value would need decoding (quotes,
 * %-escapes): then the route's own path, with the cookie plugin, decides.
 */
export function sessionTokenOf(header: string | undefined): string | null | undefined {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || trimSpaces(pair.slice(0, equals)) !== SESSION_COOKIE) continue;
    const value = trimSpaces(pair.slice(equals + 1));
    return value.includes('%') || value.includes('"') ? undefined : value;
  }
  return null;
}

/** Spaces and tabs off both ends, and nothing else, as the cookie parser trims. */
const trimSpaces = (text: string) => text.replace(/^[ \t]+|[ \t]+$/g, '');

interface EarlyOptions {
  db: Db;
  kind: DatabaseKind;
  sessions: SessionCache;
  firstPages: FeedPageCache;
}

/**
 * Answers a feed poll whose page has not changed with a 304 as the very first thing the server does with
 * it, before every other hook (security headers, the origin check, cookies, the session lookup), the
 * query's validation and the route. Only what is already known is trusted: a URL the route has validated
 * as asking for a first page, a session kept under the current notified change marker and not due for its
 * rolling extension, and a page kept under that same marker whose ETag is the one asked about (see
 * ChangeMarkers for the two markers, and SessionCache.getForNotModified for why a session may be trusted
 * under the notified one here and nowhere else). On PostgreSQL a member's unchanged poll then needs no
 * round trip, like a visitor's. Anything else (a visitor's first poll, a session to
 * look up or extend, a changed page, a cursor, a cookie to decode) goes on to the route as before, with
 * the markers read here handed on (`request.changeMarkers`), so each is read once per request. The
 * markers are read before the session and the page are taken, as on the route's path, so a write before
 * this poll makes it go the long way and see that write once it is known here (at once on SQLite and for
 * this instance's writes; on PostgreSQL, another instance's once its notification has arrived); the long
 * way reads the exact marker for its session.
 */
export function installEarlyNotModified(app: FastifyInstance, options: EarlyOptions): void {
  const { db, kind, sessions, firstPages } = options;

  /** true when answered; otherwise the request goes on, carrying the markers. */
  const answer = (request: FastifyRequest, reply: FastifyReply, etag: string, query: string, token: string | null, markers: ChangeMarkers): boolean => {
    request.changeMarkers = markers;
    let viewerId: string | undefined;
    if (token) {
      // The notified marker, with no round trip: a 304 carries nothing (see SessionCache.getForNotModified).
      const session = sessions.getForNotModified(hashToken(token), markers.notified);
      if (!session || isSessionDueForExtension(session)) return false;
      viewerId = session.userId;
    }
    if (firstPages.peek(firstPageKey(viewerId, query), markers.notified)?.etag !== etag) return false;
    // Straight to the socket's head: the security hook has not run, so there is nothing to drop.
    setFeedCaching(reply, etag);
    void reply.status(304).send();
    return true;
  };

  // A callback, not an async function: where the markers are read at once, with no promise.
  app.addHook('onRequest', (request, reply, done) => {
    const etag = request.headers['if-none-match'];
    if (request.method !== 'GET' || !etag) return done();
    const query = firstPages.queryOfUrl(request.url);
    if (query === undefined) return done();
    const token = sessionTokenOf(request.headers.cookie);
    if (token === undefined) return done();
    const markers = readChangeMarkers(db, kind, false);
    if (!(markers instanceof Promise)) {
      if (!answer(request, reply, etag, query, token, markers)) done();
      return;
    }
    markers.then((read) => {
      if (!answer(request, reply, etag, query, token, read)) done();
    }, done);
  });
}
