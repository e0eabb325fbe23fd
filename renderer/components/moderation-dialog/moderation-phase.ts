import type { ModerationOutcome } from '../../../shared/schemas/messages.js';

/** Where a post stands between Send and the kindness check's answer. */
export type ModerationPhase =
  | { name: 'idle' }
  | { name: 'checking' }
  | { name: 'approved' }
  | { name: 'rejected'; reason: string }
  /** The check took longer than the server waits; the message is stored and shows "Checking..." in the feed. */
  | { name: 'still-checking' }
  /** The member may be in danger: crisis support comes before anything else. */
  | { name: 'crisis' };

export const IDLE_PHASE: ModerationPhase = { name: 'idle' };

export const DEFAULT_REJECTION_REASON =
  "Our kindness check wasn't sure about this one. Could you try putting it a little differently, so it feels kind and supportive to everyone who reads it?";

export function phaseForOutcome(outcome: ModerationOutcome): ModerationPhase {
  if (outcome.crisis) return { name: 'crisis' };
  switch (outcome.status) {
    case 'approved':
      return { name: 'approved' };
    case 'rejected':
      return { name: 'rejected', reason: outcome.rejectionReason?.trim() || DEFAULT_REJECTION_REASON };
    case 'pending':
      return { name: 'still-checking' };
  }
}
