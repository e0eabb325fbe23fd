import { CloudOff, MessageCircleHeart } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { FeedCategory } from '../../../shared/constants.js';
import type { Message } from '../../../shared/schemas/messages.js';
import { useFeed } from '../../api/feed.js';
import { feedMessages, type FeedViewer } from '../../api/feed-pages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { MessageCard } from '../../components/message-card/MessageCard.js';
import type { MemberActions } from '../../components/message-card/safety-actions.js';
import { Spinner } from '../../components/Spinner.js';
import { PATHS } from '../../routing/paths.js';
import { useJoin } from '../../routing/use-join.js';
import { OlderMessages } from './OlderMessages.js';

interface FeedMessagesProps {
  category: FeedCategory;
  viewer: FeedViewer;
  onReplies: (message: Message) => void;
  /** A member's reply and safety tools; a visitor's cards are read-only. */
  memberActions?: MemberActions;
}

export function FeedMessages({ category, viewer, onReplies, memberActions }: FeedMessagesProps) {
  const feed = useFeed(category, viewer);

  if (feed.isPending) {
    return (
      <p className="feed-status" role="status">
        <Spinner />
        Loading messages...
      </p>
    );
  }
  // Once messages are on screen, a failed poll or older page leaves them there instead of this.
  if (!feed.data) {
    return (
      <div role="alert">
        <EmptyState
          icon={CloudOff}
          title="Failed to fetch messages"
          description="The connection may have dropped for a moment. Please try again."
        >
          <button type="button" className="button button--primary" onClick={() => void feed.refetch()}>
            Try again
          </button>
        </EmptyState>
      </div>
    );
  }

  const messages = feedMessages(feed.data.pages);
  if (messages.length === 0) {
    return (
      <EmptyState
        icon={MessageCircleHeart}
        title="No messages yet"
        description="Be the first to share what's on your mind. Someone out there may be feeling the same way."
      >
        {viewer === 'member' ? (
          <Link to={PATHS.post} className="button button--primary">
            Share your thoughts
          </Link>
        ) : (
          <JoinToShareButton />
        )}
      </EmptyState>
    );
  }

  return (
    <>
      <ul className="feed-list" aria-label="Messages">
        {messages.map((message) => (
          <li key={message.id}>
            <MessageCard message={message} onReplies={onReplies} memberActions={memberActions} />
          </li>
        ))}
      </ul>
      <OlderMessages
        hasMore={feed.hasNextPage}
        loading={feed.isFetchingNextPage}
        failed={feed.isFetchNextPageError && !feed.isFetchingNextPage}
        onLoadMore={() => void feed.fetchNextPage()}
      />
    </>
  );
}

function JoinToShareButton() {
  const { join } = useJoin();
  return (
    <button type="button" className="button button--primary" onClick={join}>
      Share your thoughts
    </button>
  );
}
