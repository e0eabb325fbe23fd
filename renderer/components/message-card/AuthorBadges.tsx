import { MAX_BADGES_PER_MESSAGE } from '../../../shared/constants.js';
import type { Badge } from '../../../shared/schemas/user.js';
import { badgeColour, badgeIcon } from './badge-appearance.js';

export function AuthorBadges({ badges }: { badges: Badge[] }) {
  if (badges.length === 0) return null;

  return (
    <ul className="author-badges" aria-label="Badges">
      {badges.slice(0, MAX_BADGES_PER_MESSAGE).map((badge) => {
        const Icon = badgeIcon(badge.icon);
        return (
          <li key={badge.id} className={`author-badges__badge badge-colour--${badgeColour(badge.id)}`} title={badge.name}>
            <Icon aria-hidden size={16} />
            <span className="sr-only">{badge.name}</span>
          </li>
        );
      })}
    </ul>
  );
}
