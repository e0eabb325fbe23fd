import type { Db } from '../db/database.js';
import { GoogleSignInRefused, type GoogleIdentity } from './google-oidc.js';
import { createMember } from './new-member.js';
import { createSession } from './sessions.repository.js';
import { findUserByEmail, type UserRow } from './users.repository.js';

export interface GoogleSignedIn {
  token: string;
  expiresAt: Date;
  /** A brand-new member goes on to their profile, as after sign-up. */
  isNewMember: boolean;
}

/** A Google account new to Kindred, whose sign-in did not start on the sign-up screen after both safety steps. */
export class GoogleSignUpNotAcknowledged extends Error {
  constructor() {
    super('a new account needs the safety acknowledgement and the pledge first');
    this.name = 'GoogleSignUpNotAcknowledged';
  }
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
 * The member behind a Google account, linked or created as needed, with a new session. An existing member
 * signs in as they are; an account is created only when the member `acknowledged` the safety notice and
 * the pledge first. A created member has the email, the Google subject and an animal avatar and name:
 * names from Google are never copied, members are anonymous.
 */
export async function signInWithGoogle(db: Db, identity: GoogleIdentity, { acknowledged }: { acknowledged: boolean }): Promise<GoogleSignedIn> {
  const member = (await findUserByGoogleSubject(db, identity.subject)) ?? (await linkByEmail(db, identity));
  if (member) return { ...(await createSession(db, member.id)), isNewMember: false };
  if (!acknowledged) throw new GoogleSignUpNotAcknowledged();

  const { token, expiresAt } = await createMember(db, { email: identity.email, googleSubject: identity.subject, passwordHash: null });
  return { token, expiresAt, isNewMember: true };
}
