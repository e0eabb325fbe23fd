import { DEMO_PURCHASE_TOKEN, type VerifySubscriptionBody } from '../../shared/schemas/subscription.js';
import type { SubscriptionMode } from '../config.js';

export type VerificationResult = 'verified' | 'not-verified' | 'not-configured';

/**
 * Asks whoever sold a purchase whether it is real. A store's verifier (Google Play, the App Store) is
 * one more implementation and one more `KINDRED_SUBSCRIPTIONS` value.
 */
export interface SubscriptionVerifier {
  verify(purchase: VerifySubscriptionBody): Promise<VerificationResult>;
}

/** The default: this server sells nothing, so every purchase is refused with a sentence saying so. */
export const noSubscriptions: SubscriptionVerifier = {
  verify: async () => 'not-configured',
};

/** For demonstrations and end-to-end tests: the demo checkout's placeholder token, and nothing else. */
export const demoSubscriptions: SubscriptionVerifier = {
  verify: async ({ purchaseToken }) => (purchaseToken === DEMO_PURCHASE_TOKEN ? 'verified' : 'not-verified'),
};

export function subscriptionVerifierFor(mode: SubscriptionMode): SubscriptionVerifier {
  return mode === 'demo' ? demoSubscriptions : noSubscriptions;
}
