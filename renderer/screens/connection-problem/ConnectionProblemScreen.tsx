import { CloudOff } from 'lucide-react';
import { PRODUCT_NAME } from '../../../shared/constants.js';

/** The sign-in check itself failed (server unreachable or erroring): say so and offer a retry. */
export function ConnectionProblemScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="center-screen">
      <div className="message-card">
        <span className="step-icon" aria-hidden>
          <CloudOff size={32} />
        </span>
        <h1 className="message-card__title">{PRODUCT_NAME} can&apos;t be reached right now</h1>
        <p className="message-card__text">Please check your connection and try again in a moment.</p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          Try again
        </button>
      </div>
    </main>
  );
}
