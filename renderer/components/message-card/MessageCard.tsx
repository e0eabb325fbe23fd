import { MessageCircle, Mic } from 'lucide-react';
import { useId } from 'react';
import type { Message } from '../../../shared/schemas/messages.js';
import { MessageAuthor } from './MessageAuthor.js';
import { MessageBody } from './MessageBody.js';
import { MessageMenu } from './MessageMenu.js';
import { MessageStatus } from './MessageStatus.js';
import { replyCountLabel } from './reply-count-label.js';

/** What a member can do with a message; each handler receives the message it was chosen on. */
export interface MessageCardActions {
  onReplies: (message: Message) => void;
  onReply: (message: Message) => void;
  onReport: (message: Message) => void;
  onHide: (message: Message) => void;
  onBlockUser: (message: Message) => void;
}

interface MessageCardProps extends MessageCardActions {
  message: Message;
}

export function MessageCard({ message, onReplies, onReply, onReport, onHide, onBlockUser }: MessageCardProps) {
  const authorNameId = useId();
  const canBeRepliedTo = message.status === 'approved';

  return (
    <article className="feed-card" aria-labelledby={authorNameId}>
      <header className="feed-card__header">
        <MessageAuthor author={message.user} createdAt={message.createdAt} nameId={authorNameId} />
        <MessageMenu
          onReport={() => onReport(message)}
          onHide={() => onHide(message)}
          onBlockUser={() => onBlockUser(message)}
        />
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
        <button
          type="button"
          className="button button--soft button--small"
          disabled={!canBeRepliedTo}
          onClick={() => onReply(message)}
        >
          <Mic aria-hidden size={18} />
          Reply with voice
        </button>
      </footer>
    </article>
  );
}
