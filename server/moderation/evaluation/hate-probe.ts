import { readFile } from 'node:fs/promises';
import { csvRecords } from '../../../models/training/csv.js';
import type { Outcome } from '../../../models/kindness-categories.js';
import type { LabelFigures, LabelledText } from './figures.js';

/**
 * Our functional probe of hateful language (`hate-probe.csv`): short sentences, 28 per function (derogation,
 * threats, slurs, pronoun reference, negation, questions and opinions, five kinds of misspelling, and the
 * harmless contrasts), over seven groups, written for evaluation by someone who had not read the rules and
 * never trained on. The first half's misses have been read and rules written from them; the second half's
 * have not, so only it measures what carries over.
 */
export type ProbeHalf = 'first' | 'second';

export async function loadHateProbe(half: ProbeHalf): Promise<LabelledText[]> {
  const records = csvRecords(await readFile(new URL('./hate-probe.csv', import.meta.url), 'utf8'));
  return records
    .filter((record) => record.half === half)
    .map((record) => ({ text: record.text!, label: `probe ${record.functionality}`, expected: record.expected as Outcome, context: 'post' }));
}

/** Hateful sentences blocked and harmless ones published, over a half's figures. */
export function probeTotals(figures: LabelFigures[]): { hatefulBlocked: number; harmlessPublished: number } {
  const share = (expected: Outcome) => {
    const of = figures.filter((figure) => figure.expected === expected);
    return of.reduce((sum, figure) => sum + figure.correct, 0) / Math.max(1, of.reduce((sum, figure) => sum + figure.rows, 0));
  };
  return { hatefulBlocked: share('block'), harmlessPublished: share('publish') };
}
