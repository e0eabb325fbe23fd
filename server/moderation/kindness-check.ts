import { KINDNESS_MODEL_ID } from '../../models/kindness-model.js';
import { findModel } from '../../models/manifest.js';
import type { ThresholdOverrides } from '../config.js';
import type { KindnessClassifier } from '../ml/kindness-classifier.js';
import type { CheckInput, CheckOutcome, ClassifierReading, KindnessCheckEntry } from './checks/check.js';
import { KINDNESS_CHECKS } from './checks/registry.js';
import { normalizeText } from './rules/normalize.js';
import { loadSpokenWords } from './rules/spoken-words.js';
import { asMeant } from './rules/typing.js';
import type { ModerationContext, Moderator, Verdict } from './verdict.js';

/** Bumped when the rules change meaning, so audits can tell which rules judged a message. */
export const RULES_VERSION = 'kindred-rules@20';

const CLASSIFIER_UNAVAILABLE = 'The kindness models are not available, so this is waiting for a person to review it.';
const NOTHING_TO_READ = 'No words the kindness check can read (only emoji, symbols or punctuation), so a person will look at it.';
const UNKIND_AND_AT_RISK = 'Unkind, but the crisis model also reads some risk: a person should look before anything is said to the author.';

/** Below the crisis threshold but this close to it, a text that would be rejected is held instead. */
const AT_RISK_SHARE_OF_CRISIS_THRESHOLD = 0.5;

function versionOf(modelId: string): string {
  const [first] = findModel(modelId).files;
  return `${modelId}@${first?.sha256.slice(0, 12) ?? 'unknown'}`;
}

const RULES_ONLY = { rules: RULES_VERSION };
const WITH_CLASSIFIER = { ...RULES_ONLY, embedder: versionOf('use-lite'), classifier: versionOf(KINDNESS_MODEL_ID) };

export interface CheckRun {
  entry: KindnessCheckEntry;
  outcome: CheckOutcome;
}

/** Runs every check that can run on this input, in registry order. */
export function runChecks(input: CheckInput, checks: readonly KindnessCheckEntry[] = KINDNESS_CHECKS): CheckRun[] {
  return checks.filter((entry) => !entry.needsClassifier || input.classifier).map((entry) => ({ entry, outcome: entry.run(input) }));
}

function scoresOf(runs: CheckRun[], classifier: ClassifierReading | undefined): Record<string, number> {
  const scores = Object.fromEntries(runs.map(({ entry, outcome }) => [entry.name, outcome.score]));
  if (classifier) for (const [category, p] of Object.entries(classifier.categories)) scores[`p_${category}`] = Math.round(p * 10_000) / 10_000;
  return scores;
}

/**
 * The decision from the checks' outcomes: a crisis is held for a person (it outranks everything, and is
 * never rejected); otherwise the first blocking check that fired rejects with its reason; otherwise the
 * text is approved, but only when the classifier has read it.
 */
export function decide(runs: CheckRun[], classifier: ClassifierReading | undefined): Verdict {
  const scores = scoresOf(runs, classifier);
  const modelVersions = classifier ? WITH_CLASSIFIER : RULES_ONLY;
  const crisis = runs.filter(({ entry, outcome }) => entry.kind === 'crisis' && outcome.fired);
  if (crisis.length > 0) {
    const note = `Crisis signals: ${crisis.flatMap(({ outcome }) => outcome.matches).join('; ') || 'unspecified'}`;
    return { decision: 'hold', reason: note, crisis: true, decidedBy: crisis[0]!.entry.name, scores, modelVersions };
  }
  const blocking = runs.find(({ entry, outcome }) => entry.kind === 'block' && outcome.fired);
  // "Rejected" is the wrong answer for someone who may be in danger, even when their words are unkind.
  if (blocking && classifier && classifier.categories.crisis >= classifier.thresholds.crisis * AT_RISK_SHARE_OF_CRISIS_THRESHOLD) {
    return { decision: 'hold', reason: UNKIND_AND_AT_RISK, crisis: false, decidedBy: blocking.entry.name, scores, modelVersions };
  }
  if (blocking) return { decision: 'reject', reason: blocking.outcome.reason ?? null, crisis: false, decidedBy: blocking.entry.name, scores, modelVersions };
  if (!classifier) return { decision: 'hold', reason: CLASSIFIER_UNAVAILABLE, crisis: false, decidedBy: null, scores, modelVersions };
  return { decision: 'approve', reason: null, crisis: false, decidedBy: null, scores, modelVersions };
}

/**
 * The kindness check: every check in the registry (rules, then Kindred's classifier). Without the
 * classifier, rules may still hold a crisis or reject, but nothing is approved.
 */
export function createKindnessCheck(classifier: KindnessClassifier | undefined, overrides: ThresholdOverrides = {}): Moderator {
  loadSpokenWords();
  return {
    async moderate(text: string, context: ModerationContext): Promise<Verdict> {
      const normalized = asMeant(normalizeText(text));
      const ruleRuns = runChecks({ text: normalized, context });
      if (!/\p{L}/u.test(normalized.words)) {
        const verdict = decide(ruleRuns, undefined);
        return verdict.decision === 'hold' && !verdict.crisis ? { ...verdict, reason: NOTHING_TO_READ } : verdict;
      }
      const rulesDecided = ruleRuns.some(({ entry, outcome }) => entry.kind === 'crisis' && outcome.fired && !outcome.provisional);
      let reading: ClassifierReading | undefined;
      if (classifier && !rulesDecided) {
        try {
          const scored = await classifier.score(text);
          reading = { ...scored, thresholds: { ...scored.thresholds, ...overrides } };
        } catch {
          reading = undefined;
        }
      }
      if (!reading) return decide(ruleRuns, undefined);
      return decide(runChecks({ text: normalized, context, classifier: reading }), reading);
    },
  };
}
