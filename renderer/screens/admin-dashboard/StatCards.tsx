import { Clock, MessageSquare, Mic, Users, type LucideIcon } from 'lucide-react';
import type { AdminStats } from '../../../shared/schemas/admin.js';

const CARDS: readonly { key: keyof AdminStats; label: string; icon: LucideIcon }[] = [
  { key: 'totalUsers', label: 'Total Users', icon: Users },
  { key: 'totalMessages', label: 'Total Messages', icon: MessageSquare },
  { key: 'totalReplies', label: 'Total Replies', icon: Mic },
  { key: 'pendingMessages', label: 'Pending Messages', icon: Clock },
  { key: 'pendingReplies', label: 'Pending Replies', icon: Clock },
];

/** The five counts; a count the server did not send reads 0 (spec §2). */
export function StatCards({ stats }: { stats: Partial<AdminStats> | undefined }) {
  return (
    <ul className="stat-cards" aria-label="Platform statistics">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <li key={key} className="card stat-card">
          <span className="stat-card__label">
            <Icon aria-hidden size={18} />
            {label}
          </span>
          <span className="stat-card__value">{stats?.[key] ?? 0}</span>
        </li>
      ))}
    </ul>
  );
}
