import { CheckCircle2 } from 'lucide-react';
import type { Badge } from '../../../shared/schemas/user.js';
import { badgeColour, badgeIcon } from '../../components/message-card/badge-appearance.js';
import { badgeGuide } from './badge-guide.js';

/** Every badge the community starts with, how to earn it, and which the member already has. */
export function BadgeGuide({ memberBadges }: { memberBadges: readonly Badge[] }) {
  const entries = badgeGuide(memberBadges.map((badge) => badge.id));

  return (
    <section className="card" aria-labelledby="badge-guide-title">
      <h2 id="badge-guide-title" className="card__title">
        Badge Guide
      </h2>
      <ul className="badge-guide">
        {entries.map(({ badge, howToEarn, earned }) => {
          const Icon = badgeIcon(badge.icon);
          const nameId = `badge-guide-${badge.id}`;
          return (
            <li key={badge.id} className="badge-guide__item" aria-labelledby={nameId}>
              <span className={`badge-guide__icon badge-colour--${badgeColour(badge.id)}`} aria-hidden>
                <Icon size={22} />
              </span>
              <div className="badge-guide__text">
                <h3 id={nameId} className="badge-guide__name">
                  {badge.name}
                </h3>
                <p className="badge-guide__rule">{howToEarn}</p>
              </div>
              {earned ? (
                <span className="badge-guide__earned">
                  <CheckCircle2 aria-hidden size={16} />
                  Earned
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
