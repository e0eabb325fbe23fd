import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeleteAccount } from '../../api/auth-requests.js';
import { reloadAt } from '../../api/browser-location.js';
import { describeRequestError } from '../../api/request-error-description.js';
import { PATHS } from '../../routing/paths.js';
import { queueToastAfterReload } from '../../stores/toast-after-reload.js';
import { toast } from '../../stores/toast-store.js';

const ACCOUNT_DELETED = { title: 'Account deleted' };

export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteAccount();

  // The dialog closes either way, so the toast that follows is not hidden behind the modal.
  const deleteAccount = () =>
    deletion.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast(ACCOUNT_DELETED);
        queueToastAfterReload(ACCOUNT_DELETED);
        reloadAt(PATHS.feed);
      },
      onError: (error) => {
        setOpen(false);
        toast({ title: 'Failed to delete account', description: describeRequestError(error), variant: 'destructive' });
      },
    });

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="settings-list__item settings-list__item--danger">
          <Trash2 aria-hidden size={18} />
          <span>Delete Account</span>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title className="dialog__title">Delete your account?</Dialog.Title>
          <Dialog.Description className="dialog__description">
            This permanently removes your account, your messages and your replies. It can&apos;t be undone.
          </Dialog.Description>
          <div className="dialog__actions">
            <Dialog.Close asChild>
              <button type="button" className="button button--outline">
                Cancel
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="button button--destructive"
              onClick={deleteAccount}
              disabled={deletion.isPending}
            >
              {deletion.isPending ? 'Deleting...' : 'Delete my account'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
