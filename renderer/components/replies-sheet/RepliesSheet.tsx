import * as Dialog from '@radix-ui/react-dialog';
import { Mic, UserPlus, X } from 'lucide-react';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import type { Message } from '../../../shared/schemas/messages.js';
import type { Notification } from '../../../shared/schemas/notifications.js';
import { useReplies } from '../../api/replies.js';
import { useJoin } from '../../routing/use-join.js';
import type { MemberActions } from '../message-card/safety-actions.js';
import { useWideLayout } from '../use-wide-layout.js';
import { OriginalMessage } from './OriginalMessage.js';
import { RepliesList } from './RepliesList.js';
import { repliesTitle } from './replies-title.js';
import { useFocusReturn } from './use-focus-return.js';

export interface RepliesSheetProps {
  messageId: string;
  /** The message as the feed has it; null when a notification points to a message the feed has not loaded. */
  message: Message | null;
  notified?: Notification['message'] | null;
  onClose: () => void;
  /** A signed-in member replies and uses the safety tools; a visitor listens and is invited to join. */
  memberActions?: MemberActions;
}

/**
 * A message's approved voice replies, loaded afresh each time they open: a modal bottom sheet (85 % of the
 * viewport) on a phone, and in the wide layout a panel beside the feed that leaves the feed usable (no
 * overlay, no focus trap; Escape and Close still close it). Focus moves in on opening and back on closing.
 */
export function RepliesSheet({ messageId, message, notified = null, onClose, memberActions }: RepliesSheetProps) {
  const replies = useReplies(messageId);
  const { join } = useJoin();
  const wide = useWideLayout();
  const returnFocus = useFocusReturn();
  const knownCount = replies.data?.length ?? message?.replyCount ?? null;

  const contents = (
    <>
      <header className="sheet__header">
        <Dialog.Title className="sheet__title">{repliesTitle(knownCount)}</Dialog.Title>
        <Dialog.Close asChild>
          <button type="button" className="icon-button icon-button--quiet" aria-label="Close">
            <X aria-hidden size={22} />
          </button>
        </Dialog.Close>
      </header>
      <div className="sheet__body">
        <OriginalMessage message={message} notified={notified} />
        <RepliesList
          replies={replies.data}
          loading={replies.isPending}
          onRetry={() => void replies.refetch()}
          safety={memberActions?.safety}
        />
      </div>
      {memberActions && message?.status === 'approved' ? (
        <footer className="sheet__footer">
          <button type="button" className="button button--primary button--block" onClick={() => memberActions.onReply(message)}>
            <Mic aria-hidden size={18} />
            Reply with voice
          </button>
        </footer>
      ) : null}
      {memberActions ? null : (
        <footer className="sheet__footer">
          <button type="button" className="button button--primary button--block" onClick={join}>
            <UserPlus aria-hidden size={18} />
            Join {PRODUCT_NAME} to reply
          </button>
        </footer>
      )}
    </>
  );

  return (
    <Dialog.Root
      open
      modal={!wide}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {wide ? (
        // Rendered in place, as the feed's second column; clicks and focus in the feed leave it open.
        <Dialog.Content
          className="replies-panel"
          aria-describedby={undefined}
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={returnFocus}
        >
          {contents}
        </Dialog.Content>
      ) : (
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="sheet" aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
            <span className="sheet__handle" aria-hidden />
            {contents}
          </Dialog.Content>
        </Dialog.Portal>
      )}
    </Dialog.Root>
  );
}
