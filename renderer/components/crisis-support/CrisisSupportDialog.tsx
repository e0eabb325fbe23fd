import * as Dialog from '@radix-ui/react-dialog';
import { HeartHandshake } from 'lucide-react';
import { CRISIS_LINE_NUMBER, CRISIS_LINE_URL, EMERGENCY_NUMBER } from '../../../shared/constants.js';

interface CrisisSupportDialogProps {
  open: boolean;
  /** Any way out of the dialog leads on, e.g. to the feed. */
  onClose: () => void;
  /** The words around the resources; by default they speak to the author of a held message. */
  wording?: CrisisDialogWording;
}

export interface CrisisDialogWording {
  title: string;
  description: string;
  closeLabel: string;
}

const TO_THE_AUTHOR: CrisisDialogWording = {
  title: "You don't have to carry this alone",
  description:
    "Thank you for trusting us with what you wrote. We're keeping your message safe, and a person from our community team will read it.",
  closeLabel: 'Go to my feed',
};

/**
 * The crisis resources: shown at once when the kindness check senses the member may be in danger (the
 * message waits for a person), and to a member who reported that someone may be at risk.
 */
export function CrisisSupportDialog({ open, onClose, wording = TO_THE_AUTHOR }: CrisisSupportDialogProps) {
  const closeWhenDismissed = (nextOpen: boolean) => {
    if (!nextOpen) onClose();
  };

  return (
    <Dialog.Root open={open} onOpenChange={closeWhenDismissed}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          role="alertdialog"
          className="dialog crisis-dialog"
          // A stray tap beside the dialog must not hide these resources.
          onInteractOutside={(event) => event.preventDefault()}
        >
          <span className="moderation-dialog__illustration moderation-dialog__illustration--warm" aria-hidden>
            <HeartHandshake size={32} />
          </span>
          <Dialog.Title className="dialog__title">{wording.title}</Dialog.Title>
          <Dialog.Description className="dialog__description">{wording.description}</Dialog.Description>
          <div className="crisis-card">
            <p>
              If you&apos;d like to talk with someone right now, you can call or text{' '}
              <strong>{CRISIS_LINE_NUMBER}</strong> any time, day or night. It&apos;s free and confidential.
            </p>
            <a href={CRISIS_LINE_URL} target="_blank" rel="noopener noreferrer" className="crisis-card__link">
              {CRISIS_LINE_NUMBER} Suicide &amp; Crisis Lifeline
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <p>
              If you are in immediate danger, please{' '}
              <a href={`tel:${EMERGENCY_NUMBER}`} className="crisis-card__link">
                call {EMERGENCY_NUMBER}
              </a>{' '}
              or your local emergency number now.
            </p>
          </div>
          <div className="dialog__actions dialog__actions--stacked">
            <button type="button" className="button button--primary" onClick={onClose}>
              {wording.closeLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
