import { Hourglass, CircleAlert } from 'lucide-react';
import type { Message } from '../../../shared/schemas/messages.js';

/** Only the author ever sees a message that is not approved: "Checking..." or "Not posted" and why. */
export function MessageStatus({ message }: { message: Message }) {
  if (message.status === 'pending') {
    return (
      <p className="status-badge status-badge--pending">
        <Hourglass aria-hidden size={14} />
        Checking...
      </p>
    );
  }
  if (message.status === 'rejected') {
    return (
      <div className="message-status">
        <p className="status-badge status-badge--rejected">
          <CircleAlert aria-hidden size={14} />
          Not posted
        </p>
        {message.rejectionReason ? <p className="message-status__reason">{message.rejectionReason}</p> : null}
        <p className="message-status__privacy">Only you can see this message.</p>
      </div>
    );
  }
  return null;
}
