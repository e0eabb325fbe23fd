import { HEAD_NAMES, type HeadName } from '../../models/heads.js';
import { findModel } from '../../models/manifest.js';
import type { KindnessClassifier, TextScores } from '../ml/kindness-classifier.js';
import { HARSH_WORDS_REASON, JUDGMENT_REASON } from './reasons.js';
import { runRuleChecks, type RuleChecksOutcome } from './rules/index.js';
import type { ModerationContext, Moderator, Verdict } from './verdict.js';

/** Bumped when the rules change meaning, so audits can tell which rules judged a message. */
export const RULES_VERSION = 'kindred-rules@2';

const CRISIS_HEAD_NOTE = 'Crisis signals: the crisis model, above the threshold this community chose';
const CLASSIFIER_UNAVAILABLE = 'The kindness models are not available, so this is waiting for a person to review it.';

/** Per-head probability at or above which a text is blocked; defaults come from each head's file. */
export type BlockThresholds = Partial<Record<HeadName, number>>;

const HEAD_REASONS: Partial<Record<HeadName, string>> = {
  insult: HARSH_WORDS_REASON,
  unhealthy: JUDGMENT_REASON,
};

function versionOf(modelId: string): string {
  const [first] = findModel(modelId).files;
  return `${modelId}@${first?.sha256.slice(0, 12) ?? 'unknown'}`;
}

const MODEL_VERSIONS: Record<string, string> = {
  rules: RULES_VERSION,
  embedder: versionOf('use-lite'),
  ...Object.fromEntries(HEAD_NAMES.map((name) => [name, versionOf(`head-${name}`)])),
};

function ruleScores(rules: RuleChecksOutcome): Record<string, number> {
  return {
    identifying_info: rules.identifyingInfo.score,
    peer_not_therapist: rules.peerNotTherapist.score,
    crisis: rules.crisis.score,
  };
}

/** What fired, for the admin who reviews a held message (members never see this). */
function adminNote(rules: RuleChecksOutcome): string {
  return `Crisis signals: ${rules.crisis.matches.join('; ') || 'unspecified'}`;
}

/**
 * The crisis head is recorded (as `crisis_head`, beside the rules' own `crisis` score) for the admin who
 * reviews a message, but by default does not hold a message by itself: at the threshold training chose it
 * also held about a fifth of supportive replies and plain grief, and sad sharing must be approved. An
 * operator who prefers recall sets `crisis=<p>` in MODERATION_THRESHOLDS (trade-off in models/README.md).
 */
function withCrisisHead(ruleScores: Record<string, number>, classified: TextScores): Record<string, number> {
  const { crisis, ...kindness } = classified.scores;
  return { ...ruleScores, ...kindness, ...(crisis !== undefined && { crisis_head: crisis }) };
}

function blockingHead(classified: TextScores, overrides: BlockThresholds): HeadName | undefined {
  return (Object.keys(HEAD_REASONS) as HeadName[]).find((head) => {
    const threshold = overrides[head] ?? classified.thresholds[head]?.block;
    const score = classified.scores[head];
    return threshold !== undefined && score !== undefined && score >= threshold;
  });
}

/**
 * The kindness check: the pledge's rules first (crisis, identifying information, peer-not-therapist),
 * then Kindred's classifier heads for harsh words and judgment. Crisis outranks everything: such a text
 * is held for a person, never rejected and never published. Without the classifier nothing is approved.
 */
export function createKindnessCheck(classifier: KindnessClassifier | undefined, thresholds: BlockThresholds = {}): Moderator {
  return {
    async moderate(text: string, context: ModerationContext): Promise<Verdict> {
      const rules = runRuleChecks(text, { context });
      const scores = ruleScores(rules);
      const modelVersions = { rules: RULES_VERSION };
      if (rules.crisis.crisis) return { decision: 'hold', reason: adminNote(rules), crisis: true, scores, modelVersions };
      if (rules.blockedBy) {
        return { decision: 'reject', reason: rules.blockedBy.reason ?? null, crisis: false, scores, modelVersions };
      }
      if (!classifier) return { decision: 'hold', reason: CLASSIFIER_UNAVAILABLE, crisis: false, scores, modelVersions };

      let classified: TextScores;
      try {
        classified = await classifier.score(text);
      } catch {
        return { decision: 'hold', reason: CLASSIFIER_UNAVAILABLE, crisis: false, scores, modelVersions };
      }
      const allScores = withCrisisHead(scores, classified);
      if (thresholds.crisis !== undefined && (classified.scores.crisis ?? 0) >= thresholds.crisis) {
        return { decision: 'hold', reason: CRISIS_HEAD_NOTE, crisis: true, scores: allScores, modelVersions: MODEL_VERSIONS };
      }
      const blockedBy = blockingHead(classified, thresholds);
      if (blockedBy) {
        return { decision: 'reject', reason: HEAD_REASONS[blockedBy] ?? null, crisis: false, scores: allScores, modelVersions: MODEL_VERSIONS };
      }
      return { decision: 'approve', reason: null, crisis: false, scores: allScores, modelVersions: MODEL_VERSIONS };
    },
  };
}
