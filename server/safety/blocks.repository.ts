import type { BlockedMember } from '../../shared/schemas/safety.js';
import type { Db } from '../db/database.js';
import { newId, nowIso } from '../db/ids.js';

/** Idempotent: blocking a member twice keeps the first block. */
export async function blockMember(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await db
    .insertInto('blocks')
    .values({ id: newId(), blockerId, blockedId, createdAt: nowIso() })
    .onConflict((oc) => oc.columns(['blockerId', 'blockedId']).doNothing())
    .execute();
}

/**
 * Whom the member blocked, newest first, as they appear publicly: the block's id (to unblock), the
 * username and avatar; never the other member's id, e-mail or real name.
 */
export function listBlockedMembers(db: Db, blockerId: string): Promise<BlockedMember[]> {
  return db
    .selectFrom('blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blockedId')
    .select(['b.id', 'u.username', 'u.profileImageUrl', 'b.createdAt as blockedAt'])
    .where('b.blockerId', '=', blockerId)
    .orderBy('b.createdAt', 'desc')
    .orderBy('b.id', 'desc')
    .execute();
}

/** Answers false when the block does not exist or is someone else's. */
export async function unblock(db: Db, blockerId: string, blockId: string): Promise<boolean> {
  const result = await db.deleteFrom('blocks').where('id', '=', blockId).where('blockerId', '=', blockerId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
