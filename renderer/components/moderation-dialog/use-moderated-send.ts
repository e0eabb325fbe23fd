import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { ModerationOutcome } from '../../../shared/schemas/messages.js';
import { describeRequestError } from '../../api/request-error-description.js';
import { toast } from '../../stores/toast-store.js';
import { IDLE_PHASE, phaseForOutcome, type ModerationPhase } from './moderation-phase.js';

export interface ModeratedSendOptions {
  /** Runs after the failure toast, e.g. to close the recorder the item was sent from. */
  onFailure?: () => void;
}

/**
 * Sends an item and follows it through the kindness check: "checking" while the request runs, then the
 * phase for the server's verdict. A failed request goes back to idle with a destructive toast; the caller
 * keeps the words or recording, so `reset` after a rejection lets the member try again.
 */
export function useModeratedSend<TVariables>(
  mutation: UseMutationResult<ModerationOutcome, Error, TVariables>,
  failureTitle: string,
  { onFailure }: ModeratedSendOptions = {},
) {
  const [phase, setPhase] = useState<ModerationPhase>(IDLE_PHASE);

  const send = (variables: TVariables) => {
    setPhase({ name: 'checking' });
    mutation.mutate(variables, {
      onSuccess: (outcome) => setPhase(phaseForOutcome(outcome)),
      onError: (error) => {
        setPhase(IDLE_PHASE);
        toast({ title: failureTitle, description: describeRequestError(error), variant: 'destructive' });
        onFailure?.();
      },
    });
  };

  return { phase, isSending: mutation.isPending, send, reset: () => setPhase(IDLE_PHASE) };
}
