import { CloudOff, MessageCircle } from 'lucide-react';
import type { Reply } from '../../../shared/schemas/replies.js';
import { EmptyState } from '../EmptyState.js';
import type { SafetyActions } from '../message-card/safety-actions.js';
import { Spinner } from '../Spinner.js';
import { ReplyItem } from './ReplyItem.js';

interface RepliesListProps {
  replies: Reply[] | undefined;
  loading: boolean;
  onRetry: () => void;
  /** A signed-in member's safety tools; absent for a visitor. */
  safety?: SafetyActions;
}

export function RepliesList({ replies, loading, onRetry, safety }: RepliesListProps) {
  if (loading) {
    return (
      <p className="feed-status" role="status">
        <Spinner />
        Loading replies...
      </p>
    );
  }
  if (!replies) {
    return (
      <div role="alert">
        <EmptyState
          icon={CloudOff}
          title="Replies could not load"
          description="The connection may have dropped for a moment. Please try again."
        >
          <button type="button" className="button button--outline" onClick={onRetry}>
            Try again
          </button>
        </EmptyState>
      </div>
    );
  }
  if (replies.length === 0) {
    return <EmptyState icon={MessageCircle} title="No replies yet" description="Be the first to respond with a voice message" />;
  }

  return (
    <ul className="replies-list" aria-label="Replies">
      {replies.map((reply) => (
        <li key={reply.id}>
          <ReplyItem reply={reply} safety={safety} />
        </li>
      ))}
    </ul>
  );
}
