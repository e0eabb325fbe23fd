import { CATEGORIES, expectedOutcome, type Outcome } from '../../../models/kindness-categories.js';
import { contextOf, type InDomainExample } from '../../../models/training/in-domain.js';
import type { ModerationContext, Moderator, Verdict } from '../verdict.js';

export interface LabelledText {
  text: string;
  label: string;
  expected: Outcome;
  context: ModerationContext;
}

export interface LabelFigures {
  label: string;
  expected: Outcome;
  rows: number;
  held: number;
  blocked: number;
  published: number;
  /** Share that got the expected outcome. */
  correct: number;
  /** Which check decided, for the rows that were held or blocked. */
  decidedBy: Record<string, number>;
}

const outcomeOf = (verdict: Verdict): Outcome => (verdict.decision === 'approve' ? 'publish' : verdict.decision === 'reject' ? 'block' : 'hold');

export function labelledFromCorpus(examples: readonly InDomainExample[]): LabelledText[] {
  return examples.map((example) => ({ text: example.text, label: example.category, expected: expectedOutcome(example.category), context: contextOf(example.category) }));
}

/** Runs the check over every text and tallies outcomes per label, in the order labels first appear. */
export async function figuresByLabel(check: Moderator, texts: readonly LabelledText[]): Promise<LabelFigures[]> {
  const byLabel = new Map<string, LabelFigures>();
  for (const item of texts) {
    const verdict = await check.moderate(item.text, item.context);
    const figures = byLabel.get(item.label) ?? { label: item.label, expected: item.expected, rows: 0, held: 0, blocked: 0, published: 0, correct: 0, decidedBy: {} };
    const outcome = outcomeOf(verdict);
    figures.rows += 1;
    if (outcome === 'hold') figures.held += 1;
    if (outcome === 'block') figures.blocked += 1;
    if (outcome === 'publish') figures.published += 1;
    if (outcome === item.expected) figures.correct += 1;
    if (verdict.decidedBy) figures.decidedBy[verdict.decidedBy] = (figures.decidedBy[verdict.decidedBy] ?? 0) + 1;
    byLabel.set(item.label, figures);
  }
  const order = (label: string) => (CATEGORIES as readonly string[]).indexOf(label);
  return [...byLabel.values()].sort((a, b) => order(a.label) - order(b.label));
}

export interface TargetFigures {
  crisisHeld: number;
  sadSharingHeld: number;
  unkindBlocked: number;
  kindPublished: number;
  hateBlocked: number;
  groupMentionsPublished: number;
}

const share = (figures: LabelFigures[], labels: readonly string[], pick: (f: LabelFigures) => number) => {
  const chosen = figures.filter((f) => labels.includes(f.label));
  const rows = chosen.reduce((sum, f) => sum + f.rows, 0);
  return rows === 0 ? Number.NaN : chosen.reduce((sum, f) => sum + pick(f), 0) / rows;
};

/** The targets, read off our own split's per-category figures. */
export function targetFigures(figures: LabelFigures[]): TargetFigures {
  const unkind = CATEGORIES.filter((category) => expectedOutcome(category) === 'block');
  return {
    crisisHeld: share(figures, ['crisis'], (f) => f.held),
    sadSharingHeld: share(figures, ['sharing'], (f) => f.held),
    unkindBlocked: share(figures, unkind, (f) => f.blocked),
    kindPublished: share(figures, ['sharing', 'supportive', 'group_mention'], (f) => f.published),
    hateBlocked: share(figures, ['hate'], (f) => f.blocked),
    groupMentionsPublished: share(figures, ['group_mention'], (f) => f.published),
  };
}

export const TARGETS: Record<keyof TargetFigures, { at: 'least' | 'most'; value: number }> = {
  crisisHeld: { at: 'least', value: 0.97 },
  sadSharingHeld: { at: 'most', value: 0.05 },
  unkindBlocked: { at: 'least', value: 0.9 },
  kindPublished: { at: 'least', value: 0.95 },
  hateBlocked: { at: 'least', value: 0.9 },
  groupMentionsPublished: { at: 'least', value: 0.95 },
};
