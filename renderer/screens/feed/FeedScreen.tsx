import { useState } from 'react';
import type { FeedCategory } from '../../../shared/constants.js';
import { Logo } from '../../components/Logo.js';
import { RepliesSheet } from '../../components/replies-sheet/RepliesSheet.js';
import { ReplyRecorderDialog } from '../../components/voice-reply/ReplyRecorderDialog.js';
import { CategoryChips } from './CategoryChips.js';
import { FeedMessages } from './FeedMessages.js';
import { NotificationBell } from './notifications/NotificationBell.js';
import { UPCOMING_MESSAGE_ACTIONS } from './upcoming-message-actions.js';
import { useReplyDialogs } from './use-reply-dialogs.js';

export function FeedScreen() {
  const [category, setCategory] = useState<FeedCategory>('all');
  const dialogs = useReplyDialogs();
  const { openReplies, replyingTo } = dialogs;

  return (
    <div className="page feed">
      <header className="app-header">
        <Logo withName />
        <NotificationBell onOpenMessage={dialogs.showNotifiedReplies} />
      </header>
      <h1 className="sr-only">Home</h1>
      <CategoryChips selected={category} onSelect={setCategory} />
      <FeedMessages
        category={category}
        actions={{ ...UPCOMING_MESSAGE_ACTIONS, onReplies: dialogs.showReplies, onReply: dialogs.startReply }}
      />
      {openReplies ? (
        <RepliesSheet
          key={`replies-${openReplies.messageId}`}
          messageId={openReplies.messageId}
          message={openReplies.message}
          notified={openReplies.notified}
          onClose={dialogs.closeReplies}
          onReply={dialogs.startReply}
        />
      ) : null}
      {replyingTo ? (
        <ReplyRecorderDialog key={`reply-to-${replyingTo.id}`} message={replyingTo} onClose={dialogs.closeReply} />
      ) : null}
    </div>
  );
}
