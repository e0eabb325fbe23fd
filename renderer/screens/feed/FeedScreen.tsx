import { useState } from 'react';
import type { FeedCategory } from '../../../shared/constants.js';
import { Logo } from '../../components/Logo.js';
import { ThemeToggle } from '../../components/ThemeToggle.js';
import type { MemberActions } from '../../components/message-card/safety-actions.js';
import { LazySafetyDialogs } from '../../components/message-card/LazySafetyDialogs.js';
import { useSafetyActions } from '../../components/message-card/use-safety-actions.js';
import { LazyRepliesSheet } from '../../components/replies-sheet/LazyRepliesSheet.js';
import { LazyReplyRecorderDialog } from '../../components/voice-reply/LazyReplyRecorderDialog.js';
import { CategoryChips } from './CategoryChips.js';
import { FeedMessages } from './FeedMessages.js';
import { NotificationBell } from './notifications/NotificationBell.js';
import { useReplyDialogs } from './use-reply-dialogs.js';

/** A signed-in member's home: their feed, notifications, replies (beside the feed in the wide layout) and safety tools. */
export function FeedScreen() {
  const [category, setCategory] = useState<FeedCategory>('all');
  const dialogs = useReplyDialogs();
  const safety = useSafetyActions();
  const { openReplies, replyingTo } = dialogs;
  const safetyDialogOpen = safety.reporting !== null || safety.blocking !== null || safety.crisisShown;
  const memberActions: MemberActions = { onReply: dialogs.startReply, safety: safety.actions };

  return (
    <div className="page feed">
      <div className="feed__column">
        <header className="app-header">
          <Logo withName />
          <div className="app-header__actions">
            <ThemeToggle />
            <NotificationBell onOpenMessage={dialogs.showNotifiedReplies} />
          </div>
        </header>
        <h1 className="sr-only">Home</h1>
        <CategoryChips selected={category} onSelect={setCategory} />
        <FeedMessages category={category} viewer="member" onReplies={dialogs.showReplies} memberActions={memberActions} />
      </div>
      {openReplies ? (
        <LazyRepliesSheet
          key={`replies-${openReplies.messageId}`}
          messageId={openReplies.messageId}
          message={openReplies.message}
          notified={openReplies.notified}
          onClose={dialogs.closeReplies}
          memberActions={memberActions}
        />
      ) : null}
      {replyingTo ? (
        <LazyReplyRecorderDialog key={`reply-to-${replyingTo.id}`} message={replyingTo} onClose={dialogs.closeReply} />
      ) : null}
      {safetyDialogOpen ? <LazySafetyDialogs safety={safety} /> : null}
    </div>
  );
}
