import { useState } from 'react';
import { useSendVoiceReply } from '../../api/replies.js';
import { describeRequestError } from '../../api/request-error-description.js';
import { IDLE_PHASE, phaseForOutcome, type ModerationPhase } from '../moderation-dialog/moderation-phase.js';
import { toast } from '../../stores/toast-store.js';
import type { VoiceRecording } from '../voice-recorder/voice-recording.js';

/**
 * Sends a voice reply and follows it through the kindness check (spec §4, §8): a failed request resets
 * the dialog and closes the recorder with a toast; a rejected reply goes back to the recorder to try again.
 */
export function useVoiceReplySending(messageId: string, closeRecorder: () => void) {
  const sending = useSendVoiceReply(messageId);
  const [phase, setPhase] = useState<ModerationPhase>(IDLE_PHASE);

  const send = (recording: VoiceRecording) => {
    setPhase({ name: 'checking' });
    sending.mutate(recording, {
      onSuccess: (outcome) => setPhase(phaseForOutcome(outcome)),
      onError: (error) => {
        setPhase(IDLE_PHASE);
        toast({ title: 'Failed to send reply', description: describeRequestError(error), variant: 'destructive' });
        closeRecorder();
      },
    });
  };

  return {
    phase,
    isSending: sending.isPending,
    send,
    /** Posted, still being checked, or crisis support seen: the reply has left the member's hands. */
    finish: () => {
      setPhase(IDLE_PHASE);
      closeRecorder();
    },
    backToRecorder: () => setPhase(IDLE_PHASE),
  };
}
