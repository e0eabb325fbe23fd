import { CloudOff, MessageCircleHeart } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { FeedCategory } from '../../../shared/constants.js';
import { useFeed } from '../../api/feed.js';
import { feedMessages } from '../../api/feed-pages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { MessageCard, type MessageCardActions } from '../../components/message-card/MessageCard.js';
import { Spinner } from '../../components/Spinner.js';
import { PATHS } from '../../routing/paths.js';
import { OlderMessages } from './OlderMessages.js';

interface FeedMessagesProps {
  category: FeedCategory;
  actions: MessageCardActions;
}

export function FeedMessages({ category, actions }: FeedMessagesProps) {
  const feed = useFeed(category);

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
        <Link to={PATHS.post} className="button button--primary">
          Share your thoughts
        </Link>
      </EmptyState>
    );
  }

  return (
    <>
      <ul className="feed-list" aria-label="Messages">
        {messages.map((message) => (
          <li key={message.id}>
            <MessageCard message={message} {...actions} />
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
