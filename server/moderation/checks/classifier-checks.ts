import type { BlockedCategory } from '../../../models/kindness-categories.js';
import {
  CLINICAL_REASON,
  CONDESCENDING_REASON,
  HARMFUL_REASON,
  HARSH_WORDS_REASON,
  HATE_REASON,
  IDENTIFYING_INFO_REASON,
  JUDGMENT_REASON,
  SARCASM_REASON,
} from '../reasons.js';
import type { CheckOutcome, ClassifierReading, KindnessCheckEntry } from './check.js';

const CATEGORY_REASONS: Record<BlockedCategory, string> = {
  harsh: HARSH_WORDS_REASON,
  hate: HATE_REASON,
  condescending: CONDESCENDING_REASON,
  sarcastic: SARCASM_REASON,
  judgmental: JUDGMENT_REASON,
  clinical: CLINICAL_REASON,
  harmful: HARMFUL_REASON,
  pii: IDENTIFYING_INFO_REASON,
};

const round = (value: number) => Math.round(value * 10_000) / 10_000;

function reading(classifier: ClassifierReading | undefined): ClassifierReading {
  if (!classifier) throw new Error('a classifier check ran without the classifier');
  return classifier;
}

/** Crisis as the classifier reads it: P(crisis) at or above the threshold calibrated on the dev split. */
export const crisisClassifierCheck: KindnessCheckEntry = {
  name: 'crisis_model',
  kind: 'crisis',
  needsClassifier: true,
  run({ classifier }): CheckOutcome {
    const { categories, thresholds } = reading(classifier);
    const fired = categories.crisis >= thresholds.crisis;
    return { score: round(categories.crisis), fired, matches: fired ? [`crisis model: ${round(categories.crisis)} ≥ ${thresholds.crisis}`] : [] };
  },
};

/**
 * Unkindness as the classifier reads it: the summed probability of every blocked category, in the whole
 * text or, for a long text, its worst passage. The reason is the category that weighed most there.
 */
export const toneClassifierCheck: KindnessCheckEntry = {
  name: 'tone_model',
  kind: 'block',
  needsClassifier: true,
  run({ classifier }): CheckOutcome {
    const { unkind, strongestUnkind, categories, thresholds } = reading(classifier);
    const fired = unkind >= thresholds.unkind;
    return {
      score: round(unkind),
      fired,
      ...(fired && { reason: CATEGORY_REASONS[strongestUnkind] }),
      matches: fired ? [`${strongestUnkind}: ${round(categories[strongestUnkind])} (unkind ${round(unkind)} ≥ ${thresholds.unkind})`] : [],
    };
  },
};
