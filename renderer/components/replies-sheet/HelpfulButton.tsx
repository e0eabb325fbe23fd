import { ThumbsUp } from 'lucide-react';
import type { Reply } from '../../../shared/schemas/replies.js';
import { describeRequestError } from '../../api/request-error-description.js';
import { useHelpfulMark } from '../../api/replies.js';
import { toast } from '../../stores/toast-store.js';

/** A member marks another member's reply as helpful (toward the replier's lighthouse badge), or takes it back. */
export function HelpfulButton({ reply }: { reply: Reply }) {
  const helpful = useHelpfulMark(reply.id);
  const marked = reply.markedHelpfulByMe;

  const toggle = () =>
    helpful.mutate(!marked, {
      onError: (error) =>
        toast({
          title: marked ? 'Failed to remove your helpful mark' : 'Failed to mark as helpful',
          description: describeRequestError(error),
          variant: 'destructive',
        }),
    });

  return (
    <button
      type="button"
      className="helpful-button"
      aria-pressed={marked}
      onClick={toggle}
      disabled={helpful.isPending}
    >
      <ThumbsUp aria-hidden size={16} />
      Helpful
      {reply.helpfulCount > 0 ? <span className="helpful-button__count">{reply.helpfulCount}</span> : null}
    </button>
  );
}
