import { Siren } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../shared/display.js';
import type { AdminMessage, AdminReply } from '../../../shared/schemas/admin.js';
import { authorWithHandle } from '../../components/admin/author-name.js';
import { PATHS } from '../../routing/paths.js';

interface CrisisItem {
  id: string;
  kind: 'Message' | 'Reply';
  words: string | null;
  author: string;
  createdAt: string;
  reviewAt: string;
}

const isWaitingCrisis = (item: AdminMessage | AdminReply): boolean => item.crisis === 1 && item.status === 'pending';

function crisisItems(messages: AdminMessage[], replies: AdminReply[]): CrisisItem[] {
  return [
    ...messages.filter(isWaitingCrisis).map((message) => ({
      id: message.id,
      kind: 'Message' as const,
      words: message.content ?? message.transcript,
      author: authorWithHandle(message.user),
      createdAt: message.createdAt,
      reviewAt: PATHS.adminMessages,
    })),
    ...replies.filter(isWaitingCrisis).map((reply) => ({
      id: reply.id,
      kind: 'Reply' as const,
      words: reply.transcript,
      author: authorWithHandle(reply.user),
      createdAt: reply.createdAt,
      reviewAt: PATHS.adminReplies,
    })),
  ];
}

/** Members who may be in danger, waiting for a person: the first thing an admin sees. */
export function CrisisWaiting({ messages, replies }: { messages: AdminMessage[]; replies: AdminReply[] }) {
  const items = crisisItems(messages, replies);

  return (
    <section className={`card crisis-waiting${items.length > 0 ? ' crisis-waiting--active' : ''}`} aria-labelledby="crisis-waiting-title">
      <h2 id="crisis-waiting-title" className="card__title crisis-waiting__title">
        <Siren aria-hidden size={20} />
        Crisis items waiting ({items.length})
      </h2>
      {items.length === 0 ? (
        <p className="card__description">No member in crisis is waiting for review.</p>
      ) : (
        <ul className="crisis-waiting__list">
          {items.map((item) => (
            <li key={item.id} className="crisis-waiting__item">
              <p className="crisis-waiting__words">{item.words ?? 'Voice recording without a transcript'}</p>
              <p className="crisis-waiting__meta">
                {item.kind} by {item.author} · {formatDateTime(item.createdAt)}
              </p>
              <Link to={item.reviewAt} className="link-button">
                Review {item.kind.toLowerCase()}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
