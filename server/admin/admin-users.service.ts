import { ADMIN_ERRORS, type AdminUser } from '../../shared/schemas/admin.js';
import { setPremium } from '../badges/premium.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { recordAdminAction } from './audit-log.repository.js';
import { findAdminUser, setUserFlags } from './admin-users.repository.js';

async function mustFind(db: Db, userId: string): Promise<AdminUser> {
  const user = await findAdminUser(db, userId);
  if (!user) throw new HttpError(404, ADMIN_ERRORS.userNotFound);
  return user;
}

/** Grants or revokes admin rights; the spec lets an admin remove their own. */
export function setUserAdmin(db: Db, adminId: string, userId: string, isAdmin: 0 | 1): Promise<AdminUser> {
  return db.transaction().execute(async (trx) => {
    const before = await mustFind(trx, userId);
    await setUserFlags(trx, userId, { isAdmin });
    await recordAdminAction(trx, {
      adminId,
      action: 'user.admin',
      subjectType: 'user',
      subjectId: userId,
      before: { isAdmin: before.isAdmin },
      after: { isAdmin },
    });
    return mustFind(trx, userId);
  });
}

/** Premium and the gold crown go together (`setPremium`). */
export function setUserPremium(db: Db, adminId: string, userId: string, isPremium: 0 | 1): Promise<AdminUser> {
  return db.transaction().execute(async (trx) => {
    const before = await mustFind(trx, userId);
    await setPremium(trx, userId, isPremium);
    await recordAdminAction(trx, {
      adminId,
      action: 'user.premium',
      subjectType: 'user',
      subjectId: userId,
      before: { isPremium: before.isPremium },
      after: { isPremium },
    });
    return mustFind(trx, userId);
  });
}
