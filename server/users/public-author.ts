import { MAX_BADGES_PER_MESSAGE } from '../../shared/constants.js';
import { isPremium } from '../../shared/display.js';
import type { Badge, PublicAuthor } from '../../shared/schemas/user.js';
import type { Db } from '../db/database.js';

export interface AuthorColumns {
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isPremium: number;
}

/**
 * How a member appears to others. Anonymity is the promise: no email ever, and a real name only for a
 * premium member without a username (the spec's display rule); everyone else's name stays unsent.
 */
export function toPublicAuthor(author: AuthorColumns, badges: Badge[]): PublicAuthor {
  const showsRealName = isPremium(author) && !author.username;
  return {
    username: author.username,
    firstName: showsRealName ? author.firstName : null,
    lastName: showsRealName ? author.lastName : null,
    profileImageUrl: author.profileImageUrl,
    isPremium: author.isPremium ? 1 : 0,
    badges: badges.slice(0, MAX_BADGES_PER_MESSAGE),
  };
}

/** Badges of many members in one query, at most five each, oldest award first. */
export async function loadBadgesByUser(db: Db, userIds: readonly string[]): Promise<Map<string, Badge[]>> {
  const byUser = new Map<string, Badge[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('userBadges')
    .innerJoin('badges', 'badges.id', 'userBadges.badgeId')
    .select(['userBadges.userId', 'badges.id', 'badges.name', 'badges.description', 'badges.icon', 'badges.category', 'badges.createdAt'])
    .where('userBadges.userId', 'in', [...new Set(userIds)])
    .orderBy('userBadges.awardedAt')
    .execute();
  for (const { userId, ...badge } of rows) {
    const list = byUser.get(userId) ?? [];
    if (list.length < MAX_BADGES_PER_MESSAGE) list.push(badge);
    byUser.set(userId, list);
  }
  return byUser;
}
