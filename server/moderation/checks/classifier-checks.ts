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
import { deniesEveryGroupClaim } from '../rules/group-denials.js';
import type { NormalizedText } from '../rules/normalize.js';
import type { CheckInput, CheckOutcome, ClassifierReading, KindnessCheckEntry } from './check.js';

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

/**
 * One category's probability at or above its own threshold, calibrated on the dev split, unless the
 * rules read the text as saying the opposite (`overruled` names why).
 */
function categoryCheck(name: string, category: 'crisis' | 'hate', reason?: string, overruled?: (input: CheckInput) => string | undefined): KindnessCheckEntry {
  return {
    name,
    kind: reason ? 'block' : 'crisis',
    needsClassifier: true,
    run(input): CheckOutcome {
      const { categories, thresholds } = reading(input.classifier);
      const reached = categories[category] >= thresholds[category];
      const why = reached ? overruled?.(input) : undefined;
      const fired = reached && !why;
      const read = `${category} model: ${round(categories[category])} ≥ ${thresholds[category]}`;
      const matches = fired ? [read] : why ? [`${read}, overruled: ${why}`] : [];
      return { score: round(categories[category]), fired, ...(fired && reason && { reason }), matches };
    },
  };
}

/** Crisis as the classifier reads it: it holds the message for a person. */
export const crisisClassifierCheck = categoryCheck('crisis_model', 'crisis');

/**
 * Hate against a group as the classifier reads it: P(hate) alone, in the whole text or its worst passage.
 * Hate is often read as part hate, part harsh or judgmental, so the summed tone check below misses it
 * where this narrower one, calibrated to keep harmless mentions of groups published, does not. The
 * encoder misses a "not": "black people are not animals" reads to it as hate, so a denial overrules it.
 */
export const hateClassifierCheck = categoryCheck('hate_model', 'hate', HATE_REASON, (input) => (overruledByDenial(input.text, reading(input.classifier).strongestUnkind).hate ? DENIAL : undefined));

const DENIAL = 'every sentence naming a group denies hate of it';
/** One reading of a message's denials, shared by the hate and tone checks (and asked only when one would block). */
const denials = new WeakMap<NormalizedText, boolean>();

/**
 * "Black people are not animals": what the encoder reads as hate or harshness is its denial. Which
 * classifier readings a denial overrules: the hate reading, and a tone reading led by hate or harshness.
 */
export function overruledByDenial(text: NormalizedText, strongestUnkind: BlockedCategory): { hate: boolean; tone: boolean } {
  let denied = denials.get(text);
  if (denied === undefined) denials.set(text, (denied = deniesEveryGroupClaim(text)));
  return { hate: denied, tone: denied && (strongestUnkind === 'hate' || strongestUnkind === 'harsh') };
}

/**
 * Unkindness as the classifier reads it: the summed probability of every blocked category, in the whole
 * text or, for a long text, its worst passage. The reason is the category that weighed most there.
 */
export const toneClassifierCheck: KindnessCheckEntry = {
  name: 'tone_model',
  kind: 'block',
  needsClassifier: true,
  run(input): CheckOutcome {
    const { unkind, strongestUnkind, categories, thresholds } = reading(input.classifier);
    const reached = unkind >= thresholds.unkind;
    const read = `${strongestUnkind}: ${round(categories[strongestUnkind])} (unkind ${round(unkind)} ≥ ${thresholds.unkind})`;
    const why = reached && overruledByDenial(input.text, strongestUnkind).tone ? DENIAL : undefined;
    const fired = reached && !why;
    return {
      score: round(unkind),
      fired,
      ...(fired && { reason: CATEGORY_REASONS[strongestUnkind] }),
      matches: fired ? [read] : why ? [`${read}, overruled: ${why}`] : [],
    };
  },
};
