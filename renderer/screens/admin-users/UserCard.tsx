import { CalendarDays, Flame, Mail, Mic, ShieldCheck } from 'lucide-react';
import { formatDay } from '../../../shared/display.js';
import type { AdminUser } from '../../../shared/schemas/admin.js';
import { authorName } from '../../components/admin/author-name.js';
import { PremiumBadge } from '../../components/PremiumBadge.js';

interface UserCardProps {
  user: AdminUser;
  busy: boolean;
  onToggleAdmin: () => void;
  onTogglePremium: () => void;
}

export function UserCard({ user, busy, onToggleAdmin, onTogglePremium }: UserCardProps) {
  const nameId = `user-${user.id}-name`;
  return (
    <li className="card admin-card" aria-labelledby={nameId}>
      <div className="admin-card__header">
        <h2 id={nameId} className="card__title">
          {authorName(user)}
        </h2>
        {user.isAdmin ? (
          <span className="role-badge">
            <ShieldCheck aria-hidden size={12} />
            Admin
          </span>
        ) : null}
        {user.isPremium ? <PremiumBadge /> : null}
      </div>
      <p className="admin-card__line admin-card__line--nowrap">
        <Mail aria-hidden size={16} />
        <span>{user.email}</span>
      </p>
      {user.username ? <p className="admin-card__line admin-card__muted">@{user.username}</p> : null}
      <p className="admin-card__line admin-card__muted">
        <CalendarDays aria-hidden size={16} />
        Joined {formatDay(user.createdAt)}
      </p>
      <dl className="user-figures">
        <div>
          <dt>
            <Mic aria-hidden size={14} />
            Voice Messages
          </dt>
          <dd>{user.voiceMessageCount}</dd>
        </div>
        <div>
          <dt>
            <Flame aria-hidden size={14} />
            Streak
          </dt>
          <dd>
            {user.currentStreak} {user.currentStreak === 1 ? 'day' : 'days'}
          </dd>
        </div>
      </dl>
      <div className="admin-card__actions">
        <button type="button" className="button button--outline button--small" onClick={onToggleAdmin} disabled={busy}>
          {user.isAdmin ? 'Remove Admin' : 'Make Admin'}
        </button>
        <button type="button" className="button button--outline button--small" onClick={onTogglePremium} disabled={busy}>
          {user.isPremium ? 'Remove Premium' : 'Grant Premium'}
        </button>
      </div>
    </li>
  );
}
