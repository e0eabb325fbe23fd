import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Message } from '../../../shared/schemas/messages.js';
import type { Notification } from '../../../shared/schemas/notifications.js';
import { findLoadedMessage } from '../../api/feed.js';

export interface OpenReplies {
  messageId: string;
  message: Message | null;
  notified: Notification['message'] | null;
}

/** Which message's replies sheet is open, and which message is being replied to (the recorder opens above the sheet). */
export function useReplyDialogs() {
  const queryClient = useQueryClient();
  const [openReplies, setOpenReplies] = useState<OpenReplies | null>(null);
  const [replyingTo, setReplyingTo] = useState<Message | null>(null);

  return {
    openReplies,
    replyingTo,
    showReplies: (message: Message) => setOpenReplies({ messageId: message.id, message, notified: null }),
    showNotifiedReplies: (notified: Notification['message']) =>
      setOpenReplies({ messageId: notified.id, message: findLoadedMessage(queryClient, notified.id), notified }),
    closeReplies: () => setOpenReplies(null),
    startReply: setReplyingTo,
    closeReply: () => setReplyingTo(null),
  };
}
