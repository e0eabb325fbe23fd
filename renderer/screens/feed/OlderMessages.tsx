import { Spinner } from '../../components/Spinner.js';
import { useWhenVisible } from './use-when-visible.js';

interface OlderMessagesProps {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

/** The end of the list: older messages load as it comes near, or with the button (keyboard, no observer). */
export function OlderMessages({ hasMore, loading, failed, onLoadMore }: OlderMessagesProps) {
  const nearEndRef = useWhenVisible(onLoadMore, hasMore && !loading && !failed);

  if (failed) {
    return (
      <div className="feed-footer" role="alert">
        <p>Failed to fetch messages</p>
        <button type="button" className="button button--outline" onClick={onLoadMore}>
          Try again
        </button>
      </div>
    );
  }
  if (!hasMore) return null;

  return (
    <div ref={nearEndRef} className="feed-footer">
      {loading ? (
        <p className="feed-footer__loading" role="status">
          <Spinner />
          Loading older messages...
        </p>
      ) : (
        <button type="button" className="button button--outline" onClick={onLoadMore}>
          Show older messages
        </button>
      )}
    </div>
  );
}
