import type { Insertable, Selectable } from 'kysely';
import type { CurrentUser } from '../../shared/schemas/user.js';
import { streakAsOf } from '../badges/streaks.js';
import type { Db } from '../db/database.js';
import type { UsersTable } from '../db/schema.js';

export type UserRow = Selectable<UsersTable>;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Db, user: Insertable<UsersTable>): Promise<void> {
  await db.insertInto('users').values({ ...user, email: normaliseEmail(user.email) }).execute();
}

export async function setAdminFlag(db: Db, userId: string, isAdmin: boolean): Promise<void> {
  await db.updateTable('users').set({ isAdmin: isAdmin ? 1 : 0 }).where('id', '=', userId).execute();
}

const asFlag = (value: number): 0 | 1 => (value ? 1 : 0);

/** The member's own view of themselves: everything except secrets, with badges and their voice count. */
export async function loadCurrentUser(db: Db, userId: string): Promise<CurrentUser | undefined> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  const [badges, voice] = await Promise.all([
    db
      .selectFrom('userBadges')
      .innerJoin('badges', 'badges.id', 'userBadges.badgeId')
      .select(['badges.id', 'badges.name', 'badges.description', 'badges.icon', 'badges.category', 'badges.createdAt'])
      .where('userBadges.userId', '=', userId)
      .orderBy('userBadges.awardedAt')
      .execute(),
    db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('userId', '=', userId)
      .where('type', '=', 'voice')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    isPremium: asFlag(user.isPremium),
    isAdmin: asFlag(user.isAdmin),
    createdAt: user.createdAt,
    voiceMessageCount: Number(voice.count),
    currentStreak: streakAsOf(user, user.timeZone),
    badges,
  };
}
