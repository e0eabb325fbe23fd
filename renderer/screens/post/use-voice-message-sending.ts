import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeRequestError } from '../../api/request-error-description.js';
import { useSendVoiceMessage, type VoiceMessageDraft } from '../../api/send-voice-message.js';
import { IDLE_PHASE, phaseForOutcome, type ModerationPhase } from '../../components/moderation-dialog/moderation-phase.js';
import { PATHS } from '../../routing/paths.js';
import { toast } from '../../stores/toast-store.js';

/** Sends a voice message and follows it through the kindness check; the recorder keeps the recording. */
export function useVoiceMessageSending() {
  const navigate = useNavigate();
  const sending = useSendVoiceMessage();
  const [phase, setPhase] = useState<ModerationPhase>(IDLE_PHASE);

  const send = (draft: VoiceMessageDraft) => {
    setPhase({ name: 'checking' });
    sending.mutate(draft, {
      onSuccess: (outcome) => setPhase(phaseForOutcome(outcome)),
      onError: (error) => {
        setPhase(IDLE_PHASE);
        toast({ title: 'Failed to send voice message', description: describeRequestError(error), variant: 'destructive' });
      },
    });
  };

  return {
    phase,
    isSending: sending.isPending,
    send,
    goToFeed: () => navigate(PATHS.feed),
    backToRecorder: () => setPhase(IDLE_PHASE),
  };
}
