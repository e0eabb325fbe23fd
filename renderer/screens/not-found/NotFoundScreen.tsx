import { Compass } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../routing/paths.js';

export function NotFoundScreen() {
  return (
    <main className="center-screen">
      <div className="message-card">
        <span className="step-icon" aria-hidden>
          <Compass size={32} />
        </span>
        <h1 className="message-card__title">404 Page Not Found</h1>
        <p className="message-card__text">This page doesn&apos;t exist, but you haven&apos;t lost your way for long.</p>
        <Link to={PATHS.feed} className="button button--primary">
          Go home
        </Link>
      </div>
    </main>
  );
}
