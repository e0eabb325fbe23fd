/**
 * Thresholds chosen on the dev split against the product's targets, with the rules' own outcomes
 * counted in: the classifier only has to catch what the rules leave.
 */
import type { Category } from '../kindness-categories.js';
import { expectedOutcome } from '../kindness-categories.js';

export interface DevRow {
  category: Category;
  /** Did a crisis rule hold it, or a blocking rule reject it, before the classifier? */
  ruleCrisis: boolean;
  ruleBlock: boolean;
  crisis: number;
  unkind: number;
}

export interface CalibrationTargets {
  /** Largest share of sad sharing (`sharing` rows) that may be held as crisis. */
  sharingHeld: number;
  /** Share of rows that should be published that must be. */
  published: number;
}

export interface Calibrated {
  crisis: number;
  unkind: number;
}

/**
 * Crisis first, because a missed crisis can cost a life: the lowest crisis threshold that still holds no
 * more than `sharingHeld` of sad sharing (rules included). Then the lowest unkind threshold that still
 * publishes `published` of the rows that should be published (holds and rule blocks included).
 */
export function calibrate(rows: readonly DevRow[], targets: CalibrationTargets): Calibrated {
  const sharing = rows.filter((row) => row.category === 'sharing');
  if (sharing.length === 0 || !rows.some((row) => expectedOutcome(row.category) === 'publish')) throw new Error('calibration needs dev rows of sad sharing and of kind text');
  const heldByRules = sharing.filter((row) => row.ruleCrisis).length;
  const freeScores = sharing.filter((row) => !row.ruleCrisis).map((row) => row.crisis).sort((a, b) => b - a);
  const mayHold = Math.floor(targets.sharingHeld * sharing.length) - heldByRules;
  const crisis = mayHold < 0 ? 1 : Math.min(1, (freeScores[mayHold] ?? 0) + 1e-6);

  const kind = rows.filter((row) => expectedOutcome(row.category) === 'publish');
  const stillPublishable = kind.filter((row) => !row.ruleCrisis && !row.ruleBlock && row.crisis < crisis).map((row) => row.unkind).sort((a, b) => b - a);
  const mayBlock = stillPublishable.length - Math.ceil(targets.published * kind.length);
  const unkind = mayBlock < 0 ? 1 : Math.min(1, (stillPublishable[mayBlock] ?? 0) + 1e-6);
  return { crisis: round6(crisis), unkind: round6(unkind) };
}

const round6 = (value: number) => Math.ceil(value * 1e6) / 1e6;
