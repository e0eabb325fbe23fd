import type { KindnessThresholds, MessageScores } from '../../../models/kindness-model.js';
import type { NormalizedText } from '../rules/normalize.js';
import type { MessageContext } from '../rules/types.js';

/** The classifier's reading of one text, with the thresholds it was calibrated with. */
export interface ClassifierReading extends MessageScores {
  thresholds: KindnessThresholds;
}

export interface CheckInput {
  text: NormalizedText;
  context: MessageContext;
  /** Absent while the classifier is unavailable; checks that need it are then skipped. */
  classifier?: ClassifierReading;
}

export interface CheckOutcome {
  /** 0..1, recorded with every verdict under the check's name. */
  score: number;
  fired: boolean;
  /** For `block` checks: shown to the member. For `crisis` checks: what the admin reads first. */
  reason?: string;
  /** What fired, for admins and audits. */
  matches: string[];
  /** Fired without the classifier, but a reading of the classifier may still overrule it. */
  provisional?: boolean;
}

/**
 * One check of the kindness check. `crisis` checks hold a message for a person (never reject it);
 * `block` checks reject it with their reason. Checks run in the registry's order, and for `block` the
 * first that fires gives the reason.
 */
export interface KindnessCheckEntry {
  name: string;
  kind: 'crisis' | 'block';
  needsClassifier: boolean;
  run(input: CheckInput): CheckOutcome;
}
