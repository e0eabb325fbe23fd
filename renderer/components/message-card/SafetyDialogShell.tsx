import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

interface SafetyDialogShellProps {
  title: string;
  description: string;
  /** alertdialog for a confirmation that cannot be undone from here (blocking). */
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
  children: ReactNode;
}

/** The modal around a safety action on a card or reply: open while mounted, closed by Cancel or Escape. */
export function SafetyDialogShell({ title, description, role = 'dialog', onClose, children }: SafetyDialogShellProps) {
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content role={role} className="dialog">
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          <Dialog.Description className="dialog__description">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's Cancel button, which closes it. */
export function CancelButton() {
  return (
    <Dialog.Close asChild>
      <button type="button" className="button button--outline">
        Cancel
      </button>
    </Dialog.Close>
  );
}
