import { z } from 'zod';
import { PREMIUM_PRODUCT_ID } from '../constants.js';

export const SUBSCRIPTION_ERRORS = {
  product: 'That product is not offered in this community.',
  token: 'Please send the purchase token from the store.',
  notConfigured: 'Subscriptions are not set up on this community server.',
  notVerified: 'We could not verify that purchase. You have not been charged twice; please try again.',
} as const;

/** The placeholder token the demo checkout sends; only the `demo` verifier accepts it. */
export const DEMO_PURCHASE_TOKEN = 'demo-purchase-token';

/** POST /api/subscription/verify */
export const verifySubscriptionBodySchema = z.object({
  purchaseToken: z.string({ error: SUBSCRIPTION_ERRORS.token }).min(1, SUBSCRIPTION_ERRORS.token).max(4096, SUBSCRIPTION_ERRORS.token),
  productId: z.literal(PREMIUM_PRODUCT_ID, { error: SUBSCRIPTION_ERRORS.product }),
});
export type VerifySubscriptionBody = z.infer<typeof verifySubscriptionBodySchema>;
