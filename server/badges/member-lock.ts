import type { Db } from '../db/database.js';

/**
 * Takes the member's row lock for the rest of the transaction with an update that changes nothing.
 * Reading then writing a member's streak, or counting toward a badge, must not interleave with another
 * transaction doing the same for that member: SQLite already runs one writing transaction at a time;
 * on PostgreSQL the second waits here until the first commits, then reads what it wrote (no `FOR UPDATE`,
 * which SQLite does not parse). Answers whether the member exists.
 */
export async function lockMember(trx: Db, userId: string): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set((eb) => ({ currentStreak: eb.ref('currentStreak') }))
    .where('id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
