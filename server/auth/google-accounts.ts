import type { Db } from '../db/database.js';
import { newId, nowIso } from '../db/ids.js';
import { GoogleSignInRefused, type GoogleIdentity } from './google-oidc.js';
import { createSession } from './sessions.repository.js';
import { findUserByEmail, insertUser, type UserRow } from './users.repository.js';

export interface GoogleSignedIn {
  token: string;
  expiresAt: Date;
  /** A brand-new member goes on to their profile, as after sign-up. */
  isNewMember: boolean;
}

function findUserByGoogleSubject(db: Db, subject: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('googleSubject', '=', subject).executeTakeFirst();
}

/**
 * Google sign-in never joins an existing account on an email match: Kindred does not verify emails at
 * sign-up, so whoever registered the address first (perhaps not its owner) would keep password access
 * to the account the owner then uses through Google. The member signs in with their password instead.
 */
async function linkByEmail(db: Db, identity: GoogleIdentity): Promise<UserRow | undefined> {
  const member = await findUserByEmail(db, identity.email);
  if (!member) return undefined;
  if (member.googleSubject !== null) throw new GoogleSignInRefused('the member with this email is linked to another Google account');
  if (member.passwordHash !== null) throw new GoogleSignInRefused('an email/password account already uses this email');
  await db.updateTable('users').set({ googleSubject: identity.subject }).where('id', '=', member.id).execute();
  return member;
}

/**
 * The member behind a Google account, linked or created as needed, with a new session. A created member
 * has only the email and the Google subject: names from Google are never copied, members are anonymous.
 */
export async function signInWithGoogle(db: Db, identity: GoogleIdentity): Promise<GoogleSignedIn> {
  const member = (await findUserByGoogleSubject(db, identity.subject)) ?? (await linkByEmail(db, identity));
  if (member) return { ...(await createSession(db, member.id)), isNewMember: false };

  const userId = newId();
  const session = await db.transaction().execute(async (trx) => {
    await insertUser(trx, { id: userId, email: identity.email, googleSubject: identity.subject, passwordHash: null, createdAt: nowIso() });
    return createSession(trx, userId);
  });
  return { ...session, isNewMember: true };
}
