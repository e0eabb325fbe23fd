import { HeartHandshake } from 'lucide-react';
import { useId } from 'react';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import { useJoin } from '../../routing/use-join.js';

/** Above a visitor's feed: every way to take part starts here. */
export function JoinBanner() {
  const { join, signIn } = useJoin();
  const titleId = useId();

  return (
    <section className="join-banner" aria-labelledby={titleId}>
      <HeartHandshake aria-hidden size={28} className="join-banner__icon" />
      <div className="join-banner__text">
        <h2 id={titleId} className="join-banner__title">
          Join {PRODUCT_NAME} to share and reply
        </h2>
        <p className="join-banner__description">
          You are reading the community as a visitor. Create an account to share your thoughts, reply with your voice
          and look after this space with us.
        </p>
      </div>
      <div className="join-banner__actions">
        <button type="button" className="button button--primary" onClick={join}>
          Get Started
        </button>
        <button type="button" className="link-button link-button--quiet" onClick={signIn}>
          Already have an account? <span className="link-button__emphasis">Sign in</span>
        </button>
      </div>
    </section>
  );
}
