import type { KindnessCheckEntry } from './check.js';
import { crisisClassifierCheck, hateClassifierCheck, toneClassifierCheck } from './classifier-checks.js';
import { belittlingCheck, crisisRulesCheck, directedProfanityCheck, groupHateCheck, harmfulEncouragementCheck, identifyingInfoCheck, peerNotTherapistCheck } from './rule-checks.js';

/**
 * Every check of the kindness check, in the order they decide. Adding a check is adding a line here:
 * its score is recorded with every verdict under its name, and the cascade in kindness-check.ts reads
 * only `kind`. Rules come before the classifier so that what rules do well (contact details, pledge
 * wording, named crisis signs) gives the reason.
 */
export const KINDNESS_CHECKS: readonly KindnessCheckEntry[] = [
  crisisRulesCheck,
  crisisClassifierCheck,
  identifyingInfoCheck,
  peerNotTherapistCheck,
  harmfulEncouragementCheck,
  groupHateCheck,
  directedProfanityCheck,
  belittlingCheck,
  hateClassifierCheck,
  toneClassifierCheck,
];
