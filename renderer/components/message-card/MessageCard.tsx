import { MessageCircle, Mic } from 'lucide-react';
import { useId } from 'react';
import type { Message } from '../../../shared/schemas/messages.js';
import { MessageAuthor } from './MessageAuthor.js';
import { MessageBody } from './MessageBody.js';
import { MessageMenu } from './MessageMenu.js';
import { MessageStatus } from './MessageStatus.js';
import { replyCountLabel } from './reply-count-label.js';
import { messageSubject, type MemberActions } from './safety-actions.js';

interface MessageCardProps {
  message: Message;
  /** Anyone may listen to the replies, visitors included. */
  onReplies: (message: Message) => void;
  /** A signed-in member's reply and safety tools; without them the card is read-only (a visitor). */
  memberActions?: MemberActions;
}

export function MessageCard({ message, onReplies, memberActions }: MessageCardProps) {
  const authorNameId = useId();
  const canBeRepliedTo = message.status === 'approved';

  return (
    <article className="feed-card" aria-labelledby={authorNameId}>
      <header className="feed-card__header">
        <MessageAuthor author={message.user} createdAt={message.createdAt} nameId={authorNameId} />
        {memberActions && !message.isOwn ? (
          <MessageMenu subject={messageSubject(message)} safety={memberActions.safety} label="Message options" />
        ) : null}
      </header>
      <MessageStatus message={message} />
      <MessageBody message={message} />
      <footer className="feed-card__actions">
        <button
          type="button"
          className="text-button"
          disabled={message.replyCount === 0}
          onClick={() => onReplies(message)}
        >
          <MessageCircle aria-hidden size={18} />
          {replyCountLabel(message.replyCount)}
        </button>
        {memberActions ? (
          <button
            type="button"
            className="button button--soft button--small"
            disabled={!canBeRepliedTo}
            onClick={() => memberActions.onReply(message)}
          >
            <Mic aria-hidden size={18} />
            Reply with voice
          </button>
        ) : null}
      </footer>
    </article>
  );
}
