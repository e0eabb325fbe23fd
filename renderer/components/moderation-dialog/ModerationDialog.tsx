import * as Dialog from '@radix-ui/react-dialog';
import { CircleCheck, Hourglass, MessageCircleHeart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '../Spinner.js';
import type { ModerationPhase } from './moderation-phase.js';

interface ModerationDialogProps {
  phase: ModerationPhase;
  /** Posted, or stored while the check finishes: the member moves on to the feed. */
  onDone: () => void;
  /** Not posted: back to the words, which stay as they were. */
  onEdit: () => void;
  /** Where focus goes when the dialog closes and the member stays, e.g. the message field. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The kindness check's dialog (spec §4). Crisis outcomes never reach it: they get crisis support instead. */
export function ModerationDialog({ phase, onDone, onEdit, onCloseAutoFocus }: ModerationDialogProps) {
  const open = phase.name !== 'idle' && phase.name !== 'crisis';
  const checking = phase.name === 'checking';

  const dismiss = (nextOpen: boolean) => {
    if (nextOpen) return;
    if (phase.name === 'rejected') onEdit();
    else if (phase.name === 'approved' || phase.name === 'still-checking') onDone();
  };

  return (
    <Dialog.Root open={open} onOpenChange={dismiss}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog moderation-dialog"
          // The request cannot be taken back, so the dialog stays until the answer arrives.
          onEscapeKeyDown={(event) => {
            if (checking) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (checking) event.preventDefault();
          }}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className="moderation-dialog__body" aria-live="polite">
            <PhaseContent phase={phase} onDone={onDone} onEdit={onEdit} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PhaseContent({ phase, onDone, onEdit }: Pick<ModerationDialogProps, 'phase' | 'onDone' | 'onEdit'>) {
  switch (phase.name) {
    case 'approved':
      return (
        <PhaseLayout
          illustration={<CircleCheck size={32} />}
          tone="success"
          title="Message posted!"
          description="Your message has been shared with the community"
        >
          <button type="button" className="button button--primary" onClick={onDone} autoFocus>
            Continue
          </button>
        </PhaseLayout>
      );
    case 'rejected':
      return (
        <PhaseLayout illustration={<MessageCircleHeart size={32} />} tone="gentle" title="Let's rephrase that" description={phase.reason}>
          <button type="button" className="button button--outline" onClick={onEdit}>
            Got it
          </button>
          <button type="button" className="button button--primary" onClick={onEdit} autoFocus>
            Edit Message
          </button>
        </PhaseLayout>
      );
    case 'still-checking':
      return (
        <PhaseLayout
          illustration={<Hourglass size={32} />}
          tone="gentle"
          title="Still checking..."
          description="Your message is safe with us. It will appear in your feed as soon as the check finishes."
        >
          <button type="button" className="button button--primary" onClick={onDone} autoFocus>
            Go to my feed
          </button>
        </PhaseLayout>
      );
    default:
      return (
        <PhaseLayout
          illustration={<Spinner size="large" />}
          tone="calm"
          title="Checking your message..."
          description="Our AI is making sure your message is kind and supportive"
        />
      );
  }
}

interface PhaseLayoutProps {
  illustration: ReactNode;
  tone: 'calm' | 'success' | 'gentle';
  title: string;
  description: string;
  children?: ReactNode;
}

function PhaseLayout({ illustration, tone, title, description, children }: PhaseLayoutProps) {
  return (
    <>
      <span className={`moderation-dialog__illustration moderation-dialog__illustration--${tone}`} aria-hidden>
        {illustration}
      </span>
      <Dialog.Title className="dialog__title">{title}</Dialog.Title>
      <Dialog.Description className="dialog__description">{description}</Dialog.Description>
      {children ? <div className="dialog__actions dialog__actions--stacked">{children}</div> : null}
    </>
  );
}
