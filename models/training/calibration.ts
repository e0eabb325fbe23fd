/**
 * Thresholds chosen on the dev split against the product's targets, with the rules' own outcomes
 * counted in: the classifier only has to catch what the rules leave.
 */
import type { Category } from '../kindness-categories.js';
import type { KindnessThresholds } from '../kindness-model.js';
import { expectedOutcome } from '../kindness-categories.js';

export interface DevRow {
  category: Category;
  /** Did a crisis rule hold it, or a blocking rule reject it, before the classifier? */
  ruleCrisis: boolean;
  ruleBlock: boolean;
  crisis: number;
  unkind: number;
  /** P(hate) alone. */
  hate: number;
}

export interface CalibrationTargets {
  /** Largest share of sad sharing (`sharing` rows) that may be held as crisis. */
  sharingHeld: number;
  /** Share of rows that should be published that must be. */
  published: number;
  /** Share of harmless mentions of groups (`group_mention` rows) that must be published. */
  groupMentionsPublished: number;
}

export type Calibrated = KindnessThresholds;

/**
 * Crisis first, because a missed crisis can cost a life: the lowest crisis threshold that still holds no
 * more than `sharingHeld` of sad sharing (rules included). Then the lowest hate threshold that still
 * publishes `groupMentionsPublished` of harmless mentions of groups, and last the lowest unkind threshold
 * that still publishes `published` of the rows that should be published (holds, hate and rule blocks included).
 */
export function calibrate(rows: readonly DevRow[], targets: CalibrationTargets): Calibrated {
  const sharing = rows.filter((row) => row.category === 'sharing');
  if (sharing.length === 0 || !rows.some((row) => expectedOutcome(row.category) === 'publish')) throw new Error('calibration needs dev rows of sad sharing and of kind text');
  const heldByRules = sharing.filter((row) => row.ruleCrisis).length;
  const freeScores = sharing.filter((row) => !row.ruleCrisis).map((row) => row.crisis).sort((a, b) => b - a);
  const mayHold = Math.floor(targets.sharingHeld * sharing.length) - heldByRules;
  const crisis = mayHold < 0 ? 1 : Math.min(1, (freeScores[mayHold] ?? 0) + 1e-6);

  const notHeld = (row: DevRow) => !row.ruleCrisis && !row.ruleBlock && row.crisis < crisis;
  const mentions = rows.filter((row) => row.category === 'group_mention');
  const hate = lowestKeeping(mentions, targets.groupMentionsPublished, (row) => row.hate, notHeld);
  const kind = rows.filter((row) => expectedOutcome(row.category) === 'publish');
  const unkind = lowestKeeping(kind, targets.published, (row) => row.unkind, (row) => notHeld(row) && row.hate < hate);
  return { crisis: round6(crisis), unkind: round6(unkind), hate: round6(hate) };
}

/** The lowest threshold on `score` that leaves `share` of `rows` published, of which only those `open` can be. */
function lowestKeeping(rows: readonly DevRow[], share: number, score: (row: DevRow) => number, open: (row: DevRow) => boolean): number {
  if (rows.length === 0) return 1;
  const scores = rows.filter(open).map(score).sort((a, b) => b - a);
  const mayBlock = scores.length - Math.ceil(share * rows.length);
  return mayBlock < 0 ? 1 : Math.min(1, (scores[mayBlock] ?? 0) + 1e-6);
}

const round6 = (value: number) => Math.ceil(value * 1e6) / 1e6;
