import { Trash2 } from 'lucide-react';
import { createElement } from 'react';
import { formatDay } from '../../../shared/display.js';
import type { Badge } from '../../../shared/schemas/user.js';
import { badgeColour, badgeIcon } from '../../components/message-card/badge-appearance.js';

interface BadgeCardProps {
  badge: Badge;
  busy: boolean;
  onDelete: () => void;
}

export function BadgeCard({ badge, busy, onDelete }: BadgeCardProps) {
  const nameId = `badge-${badge.id}-name`;
  return (
    <li className="card admin-card badge-card" aria-labelledby={nameId}>
      <div className="admin-card__header">
        <span className={`badge-card__icon badge-colour--${badgeColour(badge.id)}`} aria-hidden>
          {createElement(badgeIcon(badge.icon), { size: 22 })}
        </span>
        <h2 id={nameId} className="card__title">
          {badge.name}
        </h2>
        <button
          type="button"
          className="icon-button icon-button--quiet badge-card__delete"
          aria-label={`Delete ${badge.name}`}
          onClick={onDelete}
          disabled={busy}
        >
          <Trash2 aria-hidden size={18} />
        </button>
      </div>
      <p>{badge.description}</p>
      <dl className="badge-card__facts">
        <div>
          <dt>Category</dt>
          <dd>{badge.category}</dd>
        </div>
        <div>
          <dt>Icon</dt>
          <dd>{badge.icon}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDay(badge.createdAt)}</dd>
        </div>
      </dl>
    </li>
  );
}
