import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../routing/paths.js';

export function AccessDeniedScreen() {
  return (
    <main className="center-screen">
      <div className="message-card">
        <span className="step-icon" aria-hidden>
          <Lock size={32} />
        </span>
        <h1 className="message-card__title">Access Denied</h1>
        <p className="message-card__text">You do not have admin privileges</p>
        <Link to={PATHS.feed} className="button button--outline">
          Go home
        </Link>
      </div>
    </main>
  );
}
