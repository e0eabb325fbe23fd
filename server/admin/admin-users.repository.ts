import type { AdminUser } from '../../shared/schemas/admin.js';
import type { Db } from '../db/database.js';

const asFlag = (value: number): 0 | 1 => (value ? 1 : 0);

function selectAdminUsers(db: Db) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.username', 'u.firstName', 'u.lastName', 'u.isAdmin', 'u.isPremium', 'u.createdAt', 'u.currentStreak'])
    .select((eb) =>
      eb
        .selectFrom('messages as m')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('m.userId', '=', 'u.id')
        .where('m.type', '=', 'voice')
        .as('voiceMessageCount'),
    );
}

type AdminUserRow = Awaited<ReturnType<ReturnType<typeof selectAdminUsers>['executeTakeFirstOrThrow']>>;

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    ...row,
    isAdmin: asFlag(row.isAdmin),
    isPremium: asFlag(row.isPremium),
    voiceMessageCount: Number(row.voiceMessageCount ?? 0),
  };
}

/** Newest members first. */
export async function listAdminUsers(db: Db): Promise<AdminUser[]> {
  const rows = await selectAdminUsers(db).orderBy('u.createdAt', 'desc').orderBy('u.id').execute();
  return rows.map(toAdminUser);
}

export async function findAdminUser(db: Db, userId: string): Promise<AdminUser | undefined> {
  const row = await selectAdminUsers(db).where('u.id', '=', userId).executeTakeFirst();
  return row && toAdminUser(row);
}

export async function setUserFlags(db: Db, userId: string, flags: { isAdmin: 0 | 1 } | { isPremium: 0 | 1 }): Promise<void> {
  await db.updateTable('users').set(flags).where('id', '=', userId).execute();
}
