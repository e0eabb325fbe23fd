import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CreateTextMessageBody } from '../../../shared/schemas/messages.js';
import { describeRequestError } from '../../api/request-error-description.js';
import { useSendTextMessage } from '../../api/send-text-message.js';
import { IDLE_PHASE, phaseForOutcome, type ModerationPhase } from '../../components/moderation-dialog/moderation-phase.js';
import { PATHS } from '../../routing/paths.js';
import { toast } from '../../stores/toast-store.js';

/** Sends a text message and follows it through the kindness check; the caller keeps the words. */
export function useTextMessageSending() {
  const navigate = useNavigate();
  const sending = useSendTextMessage();
  const [phase, setPhase] = useState<ModerationPhase>(IDLE_PHASE);

  const send = (body: CreateTextMessageBody) => {
    setPhase({ name: 'checking' });
    sending.mutate(body, {
      onSuccess: (outcome) => setPhase(phaseForOutcome(outcome)),
      onError: (error) => {
        setPhase(IDLE_PHASE);
        toast({ title: 'Failed to send message', description: describeRequestError(error), variant: 'destructive' });
      },
    });
  };

  return {
    phase,
    isSending: sending.isPending,
    send,
    goToFeed: () => navigate(PATHS.feed),
    backToEditing: () => setPhase(IDLE_PHASE),
  };
}
