import { useState } from 'react';
import type { FeedCategory } from '../../../shared/constants.js';
import { Logo } from '../../components/Logo.js';
import { ThemeToggle } from '../../components/ThemeToggle.js';
import { LazyRepliesSheet } from '../../components/replies-sheet/LazyRepliesSheet.js';
import { CategoryChips } from './CategoryChips.js';
import { FeedMessages } from './FeedMessages.js';
import { JoinBanner } from './JoinBanner.js';
import { useReplyDialogs } from './use-reply-dialogs.js';

/**
 * What a visitor sees at "/": the approved general feed, read-only (no posting, replying, menu or bell),
 * with an invitation to join. Listening to replies is allowed; replying leads to onboarding.
 */
export function VisitorFeedScreen() {
  const [category, setCategory] = useState<FeedCategory>('all');
  const dialogs = useReplyDialogs();
  const { openReplies } = dialogs;

  return (
    <main className="page feed feed--visitor">
      <div className="feed__column">
        <header className="app-header">
          <Logo withName />
          <ThemeToggle />
        </header>
        <h1 className="sr-only">Community feed</h1>
        <JoinBanner />
        <CategoryChips selected={category} onSelect={setCategory} allLabel="All" />
        <FeedMessages category={category} viewer="visitor" onReplies={dialogs.showReplies} />
      </div>
      {openReplies ? (
        <LazyRepliesSheet
          key={`replies-${openReplies.messageId}`}
          messageId={openReplies.messageId}
          message={openReplies.message}
          onClose={dialogs.closeReplies}
        />
      ) : null}
    </main>
  );
}
