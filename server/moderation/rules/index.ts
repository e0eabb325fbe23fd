import { checkCrisis } from './crisis.js';
import { checkIdentifyingInfo } from './identifying-info.js';
import { normalizeText } from './normalize.js';
import { checkPeerNotTherapist } from './peer-not-therapist.js';
import type { RuleCheckOptions, RuleChecksOutcome } from './types.js';

export { CRISIS_THRESHOLD, checkCrisis } from './crisis.js';
export { checkIdentifyingInfo } from './identifying-info.js';
export { normalizeText, type NormalizedText } from './normalize.js';
export { PEER_BLOCK_THRESHOLD, checkPeerNotTherapist } from './peer-not-therapist.js';
export type * from './types.js';

/** The rule-based checks of the moderation pipeline: pure, synchronous, no models. */
export function runRuleChecks(text: string, options: RuleCheckOptions): RuleChecksOutcome {
  const normalized = normalizeText(text);
  const identifyingInfo = checkIdentifyingInfo(normalized);
  const peerNotTherapist = checkPeerNotTherapist(normalized, options);
  const crisis = checkCrisis(normalized, options);
  return {
    identifyingInfo,
    peerNotTherapist,
    crisis,
    blockedBy: [identifyingInfo, peerNotTherapist].find((result) => result.blocked),
  };
}
