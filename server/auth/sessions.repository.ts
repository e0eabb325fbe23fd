import { createHash, randomBytes } from 'node:crypto';
import { executeCompiledOnce } from '../db/compiled-once.js';
import type { Db } from '../db/database.js';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session is extended at most once a day, so a busy member does not cause a write on every request. */
const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface SessionUser {
  userId: string;
  isAdmin: boolean;
  tokenHash: string;
  expiresAt: Date;
  /** The member's stored IANA time zone (null: UTC), read with the session so remembering it costs no query. */
  timeZone: string | null;
}

export async function createSession(db: Db, userId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insertInto('sessions')
    .values({ tokenHash: hashToken(token), userId, createdAt: now.toISOString(), expiresAt: expiresAt.toISOString() })
    .execute();
  return { token, expiresAt };
}

/** The member of the session whose token hashes to `tokenHash`, or undefined when unknown or expired (an expired row is removed). */
export async function findSessionUser(db: Db, tokenHash: string, now = new Date()): Promise<SessionUser | undefined> {
  // Every signed-in request runs this: built and compiled once, as building it cost about as much as running it.
  const [row] = await executeCompiledOnce(db, 'session-user', { tokenHash }, (values) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .select(['sessions.userId', 'sessions.expiresAt', 'users.isAdmin', 'users.timeZone'])
      .where('sessions.tokenHash', '=', values.tokenHash),
  );
  if (!row) return undefined;
  const expiresAt = new Date(row.expiresAt);
  if (expiresAt.getTime() <= now.getTime()) {
    await deleteSession(db, tokenHash);
    return undefined;
  }
  return { userId: row.userId, isAdmin: row.isAdmin === 1, tokenHash, expiresAt, timeZone: row.timeZone };
}

/** Whether a request now would extend the session (and so write, and set the cookie again). */
export const isSessionDueForExtension = (session: SessionUser, now = new Date()): boolean =>
  SESSION_TTL_MS - (session.expiresAt.getTime() - now.getTime()) >= SESSION_REFRESH_AFTER_MS;

/** Rolling expiry: returns the new expiry when the session was extended, else undefined. */
export async function extendSessionIfDue(db: Db, session: SessionUser, now = new Date()): Promise<Date | undefined> {
  if (!isSessionDueForExtension(session, now)) return undefined;
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.updateTable('sessions').set({ expiresAt: expiresAt.toISOString() }).where('tokenHash', '=', session.tokenHash).execute();
  return expiresAt;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute();
}

/** Every session of the member, on every device: "sign out everywhere". */
export async function deleteSessionsOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}
