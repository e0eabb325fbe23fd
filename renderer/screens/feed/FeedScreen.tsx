import { useState } from 'react';
import type { FeedCategory } from '../../../shared/constants.js';
import { Logo } from '../../components/Logo.js';
import type { MemberActions } from '../../components/message-card/safety-actions.js';
import { SafetyDialogs } from '../../components/message-card/SafetyDialogs.js';
import { useSafetyActions } from '../../components/message-card/use-safety-actions.js';
import { RepliesSheet } from '../../components/replies-sheet/RepliesSheet.js';
import { ReplyRecorderDialog } from '../../components/voice-reply/ReplyRecorderDialog.js';
import { CategoryChips } from './CategoryChips.js';
import { FeedMessages } from './FeedMessages.js';
import { NotificationBell } from './notifications/NotificationBell.js';
import { useReplyDialogs } from './use-reply-dialogs.js';

/** A signed-in member's home: their feed, notifications, replies and safety tools. */
export function FeedScreen() {
  const [category, setCategory] = useState<FeedCategory>('all');
  const dialogs = useReplyDialogs();
  const safety = useSafetyActions();
  const { openReplies, replyingTo } = dialogs;
  const memberActions: MemberActions = { onReply: dialogs.startReply, safety: safety.actions };

  return (
    <div className="page feed">
      <header className="app-header">
        <Logo withName />
        <NotificationBell onOpenMessage={dialogs.showNotifiedReplies} />
      </header>
      <h1 className="sr-only">Home</h1>
      <CategoryChips selected={category} onSelect={setCategory} />
      <FeedMessages category={category} viewer="member" onReplies={dialogs.showReplies} memberActions={memberActions} />
      {openReplies ? (
        <RepliesSheet
          key={`replies-${openReplies.messageId}`}
          messageId={openReplies.messageId}
          message={openReplies.message}
          notified={openReplies.notified}
          onClose={dialogs.closeReplies}
          memberActions={memberActions}
        />
      ) : null}
      {replyingTo ? (
        <ReplyRecorderDialog key={`reply-to-${replyingTo.id}`} message={replyingTo} onClose={dialogs.closeReply} />
      ) : null}
      <SafetyDialogs safety={safety} />
    </div>
  );
}
