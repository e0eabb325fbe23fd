import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_ERRORS } from '../../shared/schemas/auth.js';
import { TIME_ZONE_HEADER } from '../../shared/schemas/profile.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { rememberTimeZone } from '../profile/time-zone.js';
import { SESSION_COOKIE, setSessionCookie } from './session-cookie.js';
import { extendSessionIfDue, findSessionUser, type SessionUser } from './sessions.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member behind the session cookie, or null for a visitor. */
    session: SessionUser | null;
  }
}

export const ADMIN_ONLY = 'You do not have admin privileges';

/**
 * Resolves the session cookie of every API request once, before any route runs. A member's accepted POST
 * (posting text, voice or a reply among them) also stores the time zone their client sent, for streak days.
 */
export function installSessions(app: FastifyInstance, db: Db): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await findSessionUser(db, token);
    if (!session) return;
    request.session = session;
    const extendedUntil = await extendSessionIfDue(db, session);
    if (extendedUntil) setSessionCookie(request, reply, token, extendedUntil);
  });
  // After every onRequest check (the origin check among them) and the body's validation.
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST' || !request.session) return;
    await rememberTimeZone(db, request.session.userId, request.session.timeZone, request.headers[TIME_ZONE_HEADER]);
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
