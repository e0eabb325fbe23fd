import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { VOICE_REPLY_MAX_SECONDS } from '../../../shared/constants.js';
import { displayName } from '../../../shared/display.js';
import type { Message } from '../../../shared/schemas/messages.js';
import { useSendVoiceReply } from '../../api/replies.js';
import { prepareSpeechToText } from '../../api/voice-upload.js';
import { CrisisSupportDialog } from '../crisis-support/CrisisSupportDialog.js';
import { ModerationDialog } from '../moderation-dialog/ModerationDialog.js';
import { useModeratedSend } from '../moderation-dialog/use-moderated-send.js';
import { VoiceRecorder } from '../voice-recorder/VoiceRecorder.js';

interface ReplyRecorderDialogProps {
  message: Message;
  onClose: () => void;
}

/** The full-screen "Record your reply" recorder (max 60 s); mounted only while open, so closing releases the microphone. */
export function ReplyRecorderDialog({ message, onClose }: ReplyRecorderDialogProps) {
  // Spec §4, §8: a failed request closes the recorder; a rejected reply goes back to it to try again.
  const { phase, isSending, send, reset } = useModeratedSend(useSendVoiceReply(message.id), 'Failed to send reply', {
    onFailure: onClose,
  });
  /** Posted, still being checked, or crisis support seen: the reply has left the member's hands. */
  const finish = () => {
    reset();
    onClose();
  };
  const closeUnlessSending = (open: boolean) => {
    if (!open && !isSending) onClose();
  };

  return (
    <>
      <Dialog.Root open onOpenChange={closeUnlessSending}>
        <Dialog.Portal>
          <Dialog.Content className="fullscreen-dialog">
            <header className="fullscreen-dialog__header">
              <Dialog.Title className="fullscreen-dialog__title">Record your reply</Dialog.Title>
              <Dialog.Close asChild>
                <button type="button" className="icon-button icon-button--quiet" aria-label="Close" disabled={isSending}>
                  <X aria-hidden size={22} />
                </button>
              </Dialog.Close>
            </header>
            <div className="fullscreen-dialog__body">
              <Dialog.Description className="page__description">
                A voice reply to {displayName(message.user)}. Speak as a peer: warmth and understanding mean more than
                advice.
              </Dialog.Description>
              {message.type === 'text' && message.content ? (
                <blockquote className="reply-context">{message.content}</blockquote>
              ) : null}
              <VoiceRecorder maxSeconds={VOICE_REPLY_MAX_SECONDS} onSend={send} sending={isSending} onRecordingStarted={prepareSpeechToText} />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <ModerationDialog phase={phase} onDone={finish} onEdit={reset} />
      <CrisisSupportDialog open={phase.name === 'crisis'} onClose={finish} />
    </>
  );
}
