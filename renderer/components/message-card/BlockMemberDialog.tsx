import type { SafetySubject } from '../../../shared/schemas/safety.js';
import { useBlockAuthor } from '../../api/blocks.js';
import { describeRequestError } from '../../api/request-error-description.js';
import { toast } from '../../stores/toast-store.js';
import { CancelButton, SafetyDialogShell } from './SafetyDialogShell.js';

interface BlockMemberDialogProps {
  /** The message or reply whose author is blocked (public payloads carry no member ids). */
  subject: SafetySubject;
  onClose: () => void;
}

export function BlockMemberDialog({ subject, onClose }: BlockMemberDialogProps) {
  const blocking = useBlockAuthor();

  // The dialog closes either way, so the toast that follows is not hidden behind the modal.
  const block = () =>
    blocking.mutate(subject, {
      onSuccess: () => {
        onClose();
        toast({ title: 'Member blocked', description: "You won't see their messages or replies anymore." });
      },
      onError: (error) => {
        onClose();
        toast({ title: 'Failed to block member', description: describeRequestError(error), variant: 'destructive' });
      },
    });

  return (
    <SafetyDialogShell
      role="alertdialog"
      title="Block this member?"
      description="You will no longer see their messages or replies. You can unblock them from your profile."
      onClose={onClose}
    >
      <div className="dialog__actions">
        <CancelButton />
        <button type="button" className="button button--destructive" onClick={block} disabled={blocking.isPending}>
          {blocking.isPending ? 'Blocking...' : 'Block'}
        </button>
      </div>
    </SafetyDialogShell>
  );
}
