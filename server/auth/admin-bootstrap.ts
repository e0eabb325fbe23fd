import { credentialsSchema } from '../../shared/schemas/auth.js';
import type { Db } from '../db/database.js';
import { newId, nowIso } from '../db/ids.js';
import { hashPassword } from './password.js';
import { findUserByEmail, insertUser, setAdminFlag } from './users.repository.js';

export type AdminBootstrapResult = 'created' | 'promoted';

/**
 * The only way to the first admin: promote the member with this email, or create an admin account.
 * An existing member keeps their password; a new account needs one that meets the sign-up rules.
 */
export async function createOrPromoteAdmin(db: Db, email: string, password: string | undefined): Promise<AdminBootstrapResult> {
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await setAdminFlag(db, existing.id, true);
    return 'promoted';
  }
  const parsed = credentialsSchema.safeParse({ email, password: password ?? '' });
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('. '));
  await insertUser(db, {
    id: newId(),
    email: parsed.data.email,
    passwordHash: await hashPassword(parsed.data.password),
    isAdmin: 1,
    createdAt: nowIso(),
  });
  return 'created';
}
