import { AUTH_ERRORS, type LoginBody, type RegisterBody } from '../../shared/schemas/auth.js';
import type { CurrentUser } from '../../shared/schemas/user.js';
import type { Db } from '../db/database.js';
import { HttpError, TooManyRequestsError } from '../http/errors.js';
import { recordRateEvent, secondsUntilAllowed } from '../http/rate-events.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.js';
import { createSession } from './sessions.repository.js';
import { createMember } from './new-member.js';
import { ACCOUNT_FAILURES, accountKey } from './sign-in-rate-limit.js';
import { findUserByEmail, loadCurrentUser } from './users.repository.js';

export interface SignedIn {
  user: CurrentUser;
  token: string;
  expiresAt: Date;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** The body's schema already refused a sign-up without both safety steps (`safetyAcknowledged`, `pledgeAccepted`). */
export async function register(db: Db, body: RegisterBody): Promise<SignedIn> {
  if (await findUserByEmail(db, body.email)) throw new HttpError(409, AUTH_ERRORS.emailTaken);
  const passwordHash = await hashPassword(body.password);
  try {
    const { userId, token, expiresAt } = await createMember(db, { email: body.email, passwordHash, googleSubject: null });
    return { token, expiresAt, user: await mustLoad(db, userId) };
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw new HttpError(409, AUTH_ERRORS.emailTaken);
    throw error;
  }
}

/**
 * Signs a member in. Besides the per-address limit, an account that has taken ACCOUNT_FAILURES wrong
 * passwords (from any addresses) is paused, right password or not, so guesses spread over many
 * addresses gain nothing; unknown e-mails are counted alike, so the pause reveals no account.
 */
export async function login(db: Db, body: LoginBody): Promise<SignedIn> {
  const key = accountKey(body.email);
  const wait = await secondsUntilAllowed(db, ACCOUNT_FAILURES, key);
  if (wait > 0) throw new TooManyRequestsError(AUTH_ERRORS.accountPaused, wait);
  const user = await findUserByEmail(db, body.email);
  const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, body.password) : await burnPasswordCheck(body.password);
  if (!user || !valid) {
    await recordRateEvent(db, ACCOUNT_FAILURES, key);
    throw new HttpError(401, AUTH_ERRORS.wrongCredentials);
  }
  const session = await createSession(db, user.id);
  return { ...session, user: await mustLoad(db, user.id) };
}

export async function mustLoad(db: Db, userId: string): Promise<CurrentUser> {
  const user = await loadCurrentUser(db, userId);
  if (!user) throw new HttpError(401, AUTH_ERRORS.notSignedIn);
  return user;
}
