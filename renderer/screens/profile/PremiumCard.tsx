import { Crown } from 'lucide-react';
import { PREMIUM_PRICE_USD } from '../../../shared/constants.js';
import { useCommunityInfo } from '../../api/community.js';
import { describeRequestError } from '../../api/request-error-description.js';
import { DEMO_PURCHASE, useVerifySubscription } from '../../api/subscription.js';
import { toast } from '../../stores/toast-store.js';

/** What Premium gives (spec §1). */
export const PREMIUM_BENEFITS = ['Gold crown badge', 'Custom username and profile photo', 'Early access to new features'] as const;

export const PREMIUM_PRICE_LABEL = `$${PREMIUM_PRICE_USD.toFixed(2)}/month`;

/** Shown to members who are not premium; purchases go through the verifier this server is configured with. */
export function PremiumCard() {
  const community = useCommunityInfo();
  const verification = useVerifySubscription();
  const subscriptions = community.data?.subscriptions;

  // mutateAsync: on success this card is hidden (the member is premium), and the toast must still show.
  const upgrade = () =>
    verification.mutateAsync(DEMO_PURCHASE).then(
      () => toast({ title: 'Premium activated!', description: 'Your gold crown is on your profile.' }),
      (error: unknown) =>
        toast({ title: 'Subscription failed', description: describeRequestError(error), variant: 'destructive' }),
    );

  return (
    <section className="card premium-card" aria-labelledby="premium-title">
      <h2 id="premium-title" className="card__title premium-card__title">
        <Crown aria-hidden size={20} className="badge-colour--yellow" />
        Upgrade to Premium
      </h2>
      <p className="premium-card__price">{PREMIUM_PRICE_LABEL}</p>
      <ul className="premium-card__benefits">
        {PREMIUM_BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      {subscriptions === 'none' ? <p className="hint">Subscriptions are not available on this community.</p> : null}
      {subscriptions === 'demo' ? <p className="hint">This community uses a demo checkout: no payment is taken.</p> : null}
      {community.isError ? <p className="hint">Premium could not be checked right now. Please try again later.</p> : null}
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => void upgrade()}
        disabled={subscriptions !== 'demo' || verification.isPending}
      >
        {verification.isPending ? 'Activating...' : 'Upgrade to Premium'}
      </button>
    </section>
  );
}
