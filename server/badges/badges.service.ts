import { BADGE_ERRORS, type CreateBadgeBody } from '../../shared/schemas/badges.js';
import type { Badge } from '../../shared/schemas/user.js';
import { recordAdminAction } from '../admin/audit-log.repository.js';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/ids.js';
import { HttpError } from '../http/errors.js';
import { deleteBadge, findBadge, insertBadge } from './badges.repository.js';

export function createBadge(db: Db, adminId: string, body: CreateBadgeBody): Promise<Badge> {
  return db.transaction().execute(async (trx) => {
    if (await findBadge(trx, body.id)) throw new HttpError(409, BADGE_ERRORS.duplicateId);
    const badge: Badge = { ...body, createdAt: nowIso() };
    await insertBadge(trx, badge);
    await recordAdminAction(trx, { adminId, action: 'badge.create', subjectType: 'badge', subjectId: badge.id, before: null, after: badge });
    return badge;
  });
}

/** Members who earned the badge lose it with it. */
export function removeBadge(db: Db, adminId: string, badgeId: string): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const badge = await findBadge(trx, badgeId);
    if (!badge) throw new HttpError(404, BADGE_ERRORS.notFound);
    await deleteBadge(trx, badgeId);
    await recordAdminAction(trx, { adminId, action: 'badge.delete', subjectType: 'badge', subjectId: badgeId, before: badge, after: null });
  });
}
