import type { KnownBadgeId } from '../../shared/badges.js';
import type { Db } from '../db/database.js';
import { evaluateBadges } from './badge-engine.js';
import { revokeBadge } from './badges.repository.js';

const PREMIUM_BADGE: KnownBadgeId = 'gold-crown';

/**
 * Premium and the gold crown go together: granting awards it (with any other badge now earned),
 * removing takes it back. Call it inside the caller's transaction (an admin's change, a verified purchase).
 */
export async function setPremium(trx: Db, userId: string, isPremium: 0 | 1): Promise<void> {
  await trx.updateTable('users').set({ isPremium }).where('id', '=', userId).execute();
  if (isPremium) await evaluateBadges(trx, userId);
  else await revokeBadge(trx, userId, PREMIUM_BADGE);
}
