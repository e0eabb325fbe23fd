import type { Insertable } from 'kysely';
import type { Badge } from '../../shared/schemas/user.js';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/ids.js';
import type { BadgesTable } from '../db/schema.js';

const BADGE_COLUMNS = ['id', 'name', 'description', 'icon', 'category', 'createdAt'] as const;

/** Oldest first: the badges every community starts with lead the list, then the ones admins created. */
export function listBadges(db: Db): Promise<Badge[]> {
  return db.selectFrom('badges').select(BADGE_COLUMNS).orderBy('createdAt').orderBy('id').execute();
}

export function findBadge(db: Db, id: string): Promise<Badge | undefined> {
  return db.selectFrom('badges').select(BADGE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertBadge(db: Db, badge: Insertable<BadgesTable>): Promise<void> {
  await db.insertInto('badges').values(badge).execute();
}

/** Members' awards of the badge go with it (ON DELETE CASCADE). */
export async function deleteBadge(db: Db, id: string): Promise<void> {
  await db.deleteFrom('badges').where('id', '=', id).execute();
}

/** Idempotent; awards nothing when an admin has deleted the badge itself. */
export async function awardBadge(db: Db, userId: string, badgeId: string): Promise<void> {
  if (!(await findBadge(db, badgeId))) return;
  await db
    .insertInto('userBadges')
    .values({ userId, badgeId, awardedAt: nowIso() })
    .onConflict((oc) => oc.columns(['userId', 'badgeId']).doNothing())
    .execute();
}

export async function revokeBadge(db: Db, userId: string, badgeId: string): Promise<void> {
  await db.deleteFrom('userBadges').where('userId', '=', userId).where('badgeId', '=', badgeId).execute();
}
