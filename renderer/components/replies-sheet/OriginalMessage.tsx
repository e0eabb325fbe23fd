import { useId } from 'react';
import type { Message } from '../../../shared/schemas/messages.js';
import type { Notification } from '../../../shared/schemas/notifications.js';
import { MessageAuthor } from '../message-card/MessageAuthor.js';
import { MessageBody } from '../message-card/MessageBody.js';

interface OriginalMessageProps {
  message: Message | null;
  /** What a notification told about the message, when the feed has not loaded the message itself. */
  notified: Notification['message'] | null;
}

/** The message the replies answer, at the top of the sheet: text, or its player. */
export function OriginalMessage({ message, notified }: OriginalMessageProps) {
  const authorNameId = useId();

  if (message) {
    return (
      <article className="sheet-original" aria-labelledby={authorNameId}>
        <MessageAuthor author={message.user} createdAt={message.createdAt} nameId={authorNameId} />
        <MessageBody message={message} />
      </article>
    );
  }
  if (!notified) return null;

  return (
    <article className="sheet-original" aria-labelledby={authorNameId}>
      <p id={authorNameId} className="sheet-original__label">
        {notified.type === 'voice' ? 'Your voice message' : 'Your message'}
      </p>
      {notified.content ? <p className="message-body__text">{notified.content}</p> : null}
    </article>
  );
}
