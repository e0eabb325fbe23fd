import { PREMIUM_PRODUCT_ID } from '../../shared/constants.js';
import { DEMO_PURCHASE_TOKEN, type VerifySubscriptionBody } from '../../shared/schemas/subscription.js';
import { useMemberChange } from './profile.js';

export const SUBSCRIPTION_VERIFY_URL = '/api/subscription/verify';

/** What the demo checkout sends: only a server whose verifier is `demo` accepts it. */
export const DEMO_PURCHASE: VerifySubscriptionBody = { purchaseToken: DEMO_PURCHASE_TOKEN, productId: PREMIUM_PRODUCT_ID };

/** POST /api/subscription/verify: answers the member, now premium with the gold crown. */
export const useVerifySubscription = () => useMemberChange<VerifySubscriptionBody>(SUBSCRIPTION_VERIFY_URL);
