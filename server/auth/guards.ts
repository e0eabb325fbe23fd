import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ERRORS } from '../../shared/schemas/auth.js';
import { TIME_ZONE_HEADER } from '../../shared/schemas/profile.js';
import { readChangeMarkers, type ChangeMarkers, type ExactChangeMarkers } from '../db/change-marker.js';
import type { Db, DatabaseKind } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { rememberTimeZone } from '../profile/time-zone.js';
import { SESSION_COOKIE, setSessionCookie } from './session-cookie.js';
import type { SessionCache } from './session-cache.js';
import { extendSessionIfDue, findSessionUser, hashToken, type SessionUser } from './sessions.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member behind the session cookie, or null for a visitor. */
    session: SessionUser | null;
    /**
     * The database change markers this request has read (the early 304, or a signed-in read before its
     * session lookup), or null: what else it keeps in memory (a feed page) is checked against them
     * without reading them again.
     */
    changeMarkers: ChangeMarkers | null;
  }
}

const hasExact = (markers: ChangeMarkers | null): markers is ExactChangeMarkers => markers?.exact !== undefined;

export const ADMIN_ONLY = 'You do not have admin privileges';

/** The request's own fields, declared before any hook that sets them (the early 304 is the first hook). */
export function decorateSessionFields(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  app.decorateRequest('changeMarkers', null);
}

/**
 * Resolves the session cookie of every API request once, before any route runs. A read (GET) uses the
 * session kept in memory while nothing was written to the database since it was looked up (see
 * SessionCache): the polls that are most of the traffic then cost one cheap read, which the feed reuses.
 * A state-changing request always reads its session from the database. A member's accepted POST
 * (posting text, voice or a reply among them) also stores the time zone their client sent, for streak days.
 */
export function installSessions(app: FastifyInstance, db: Db, kind: DatabaseKind, kept: SessionCache): void {
  const resolve = async (request: FastifyRequest, reply: FastifyReply, token: string): Promise<void> => {
    const tokenHash = hashToken(token);
    let session: SessionUser | undefined;
    if (request.method === 'GET') {
      // A feed poll the early 304 did not answer has read the markers already (messages/feed-not-modified.ts),
      // on PostgreSQL without the exact one.
      const known = request.changeMarkers;
      const read = hasExact(known) ? known : await readChangeMarkers(db, kind, true);
      request.changeMarkers = read;
      // The exact marker, not the notified one: a sign-out on another instance must end the session at
      // the very next request, not once its notification arrives, which can take seconds on a saturated
      // server or a silently dead connection (ARCHITECTURE.md, server/auth).
      session = kept.get(tokenHash, read.exact);
      if (!session) {
        session = await findSessionUser(db, tokenHash);
        if (session) kept.set(read, session);
      }
    } else {
      session = await findSessionUser(db, tokenHash);
    }
    if (!session) return;
    request.session = session;
    const extendedUntil = await extendSessionIfDue(db, session);
    if (extendedUntil) setSessionCookie(request, reply, token, extendedUntil);
  };
  // Callbacks, not async functions: most requests pass them with nothing to wait for, and need no promise.
  app.addHook('onRequest', (request, reply, done) => {
    const token = request.url.startsWith('/api/') ? request.cookies[SESSION_COOKIE] : undefined;
    if (!token) return done();
    resolve(request, reply, token).then(() => done(), done);
  });
  // After every onRequest check (the origin check among them) and the body's validation.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.method !== 'POST' || !request.session) return done();
    rememberTimeZone(db, request.session.userId, request.session.timeZone, request.headers[TIME_ZONE_HEADER]).then(() => done(), done);
  });
}

/** The member asking, or a 401: every member route starts with this. */
export function requireMember(request: FastifyRequest): SessionUser {
  if (!request.session) throw new HttpError(401, AUTH_ERRORS.notSignedIn);
  return request.session;
}

export function requireAdmin(request: FastifyRequest): SessionUser {
  const session = requireMember(request);
  if (!session.isAdmin) throw new HttpError(403, ADMIN_ONLY);
  return session;
}
