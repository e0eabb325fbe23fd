import { DIAGNOSIS_REASON, DIRECTIVE_REASON, MEDICATION_ADVICE_REASON } from '../reasons.js';
import { findDiagnoses } from './diagnosis.js';
import { findDirectives } from './directives.js';
import { findDismissals } from './dismissals.js';
import { describeFindings, type Finding, strongestScore } from './findings.js';
import { findMedicationAdvice } from './medication-advice.js';
import type { NormalizedText } from './normalize.js';
import type { BlockingCheckResult, RuleCheckOptions } from './types.js';

/** Findings below this stay in `matches` and `score` for the pipeline, but do not block on their own. */
export const PEER_BLOCK_THRESHOLD = 0.6;

/** Checked in this order when two findings score the same: medication advice can do the most harm. */
const REASONS: Array<{ signals: string[]; reason: string }> = [
  { signals: ['medication_advice', 'discouraging_treatment'], reason: MEDICATION_ADVICE_REASON },
  { signals: ['diagnosis'], reason: DIAGNOSIS_REASON },
  { signals: ['directive', 'dismissive_order', 'life_decision_order'], reason: DIRECTIVE_REASON },
];

/**
 * Pledge rule (a): speak as a peer, not a therapist. In a post the member is sharing their own
 * story, so only words clearly aimed at someone else count (a diagnosis of "you", medication
 * advice); directives and dismissals are checked in replies.
 */
export function checkPeerNotTherapist(text: NormalizedText, { context }: RuleCheckOptions): BlockingCheckResult {
  const findings: Finding[] = [...findMedicationAdvice(text.words, context), ...findDiagnoses(text.words, context)];
  if (context === 'reply') findings.push(...findDirectives(text.words), ...findDismissals(text.words));
  const score = strongestScore(findings);
  const blocked = score >= PEER_BLOCK_THRESHOLD;
  return {
    check: 'peer_not_therapist',
    score,
    blocked,
    ...(blocked && { reason: reasonFor(findings, score) }),
    matches: describeFindings(findings),
  };
}

function reasonFor(findings: Finding[], score: number): string {
  const strongest = new Set(findings.filter((finding) => finding.score === score).map((finding) => finding.signal));
  return (REASONS.find(({ signals }) => signals.some((signal) => strongest.has(signal))) ?? REASONS[2]).reason;
}
