import { useModerate, useModerationQueue, type ModerationKind } from '../../api/admin-requests.js';
import { MANUAL_REJECTION, type ModerationDecisionBody } from '../../../shared/schemas/admin.js';
import { MESSAGE_STATUSES } from '../../../shared/constants.js';
import { AdminPage } from './AdminPage.js';
import { toastAdminError, toastAdminSuccess } from './admin-toasts.js';
import { LoadingText } from './LoadingText.js';
import { ModerationCard } from './ModerationCard.js';

interface QueueWords {
  title: string;
  description: string;
  /** "Messages" or "Replies", as in "Pending Messages (2)". */
  plural: string;
  updated: string;
  failed: string;
}

export const QUEUE_WORDS: Record<ModerationKind, QueueWords> = {
  messages: {
    title: 'Message Moderation',
    description: 'Review and moderate user messages',
    plural: 'Messages',
    updated: 'Message status updated',
    failed: 'Failed to update message',
  },
  replies: {
    title: 'Reply Moderation',
    description: 'Review and moderate user replies',
    plural: 'Replies',
    updated: 'Reply status updated',
    failed: 'Failed to update reply',
  },
};

const SECTION_TITLES = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

/** Message Moderation and Reply Moderation: the items by status, in the server's review order. */
export function ModerationQueueScreen({ kind }: { kind: ModerationKind }) {
  const words = QUEUE_WORDS[kind];
  const queue = useModerationQueue(kind);
  const moderate = useModerate(kind);
  const items = queue.data ?? [];

  const decide = (id: string, decision: ModerationDecisionBody) =>
    moderate.mutate(
      { id, decision },
      { onSuccess: () => toastAdminSuccess(words.updated), onError: () => toastAdminError(words.failed) },
    );

  return (
    <AdminPage title={words.title} description={words.description}>
      {queue.isPending ? <LoadingText>{`Loading ${words.plural.toLowerCase()}...`}</LoadingText> : null}
      {queue.data && items.length === 0 ? <p className="admin-empty">{`No ${words.plural.toLowerCase()} found`}</p> : null}
      {MESSAGE_STATUSES.map((status) => {
        const inSection = items.filter((item) => item.status === status);
        if (inSection.length === 0) return null;
        const headingId = `${kind}-${status}-heading`;
        return (
          <section key={status} className="moderation-section" aria-labelledby={headingId}>
            <h2 id={headingId} className="moderation-section__title">
              {SECTION_TITLES[status]} {words.plural} ({inSection.length})
            </h2>
            <ul className="admin-list">
              {inSection.map((item) => (
                <ModerationCard
                  key={item.id}
                  item={item}
                  busy={moderate.isPending && moderate.variables?.id === item.id}
                  onApprove={() => decide(item.id, { status: 'approved' })}
                  onReject={() => decide(item.id, MANUAL_REJECTION)}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </AdminPage>
  );
}
