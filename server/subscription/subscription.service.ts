import { SUBSCRIPTION_ERRORS, type VerifySubscriptionBody } from '../../shared/schemas/subscription.js';
import type { CurrentUser } from '../../shared/schemas/user.js';
import { mustLoad } from '../auth/auth.service.js';
import { setPremium } from '../badges/premium.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import type { SubscriptionVerifier } from './subscription-verifier.js';

/** A verified purchase makes the member Premium with the gold crown, both in one transaction. */
export async function verifySubscription(db: Db, verifier: SubscriptionVerifier, userId: string, purchase: VerifySubscriptionBody): Promise<CurrentUser> {
  const result = await verifier.verify(purchase);
  if (result === 'not-configured') throw new HttpError(501, SUBSCRIPTION_ERRORS.notConfigured);
  if (result === 'not-verified') throw new HttpError(402, SUBSCRIPTION_ERRORS.notVerified);
  await db.transaction().execute((trx) => setPremium(trx, userId, 1));
  return mustLoad(db, userId);
}
