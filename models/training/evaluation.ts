/**
 * Held-out figures: data the heads never trained on (evaluation-only sources and held-out splits),
 * scored at the thresholds already chosen from training data.
 */
import type { Example } from './datasets.js';
import { rocAuc, shareAtOrAbove, thresholdForShare } from './metrics.js';

export interface Slice {
  name: string;
  rows: number[];
}

export function heldOutSlices(examples: readonly Example[]): Record<string, Slice> {
  const trainingTexts = new Set(examples.filter((example) => !example.heldOut).map((example) => example.text));
  const select = (name: string, keep: (example: Example) => boolean): Slice => ({
    name,
    rows: examples.flatMap((example, index) => (example.heldOut && !trainingTexts.has(example.text) && keep(example) ? [index] : [])),
  });
  const condescendingOrSarcastic = (example: Example) => (example.attributes ?? []).some((attribute) => attribute === 'condescending' || attribute === 'sarcastic');
  return {
    impermiumInsult: select('Impermium insults', (e) => e.source === 'impermium' && e.category === 'insult'),
    impermiumNotInsult: select('Impermium non-insults', (e) => e.source === 'impermium' && e.category === 'not_insult'),
    counselChatHeldOut: select('CounselChat answers, val+test split', (e) => e.source === 'counselchat'),
    epitomeEmpathic: select('EPITOME empathic responses', (e) => e.source === 'epitome' && e.category === 'empathic'),
    epitomeNoEmpathy: select('EPITOME responses without empathy', (e) => e.source === 'epitome' && e.category === 'no_empathy_expressed'),
    epitomeSeekerPosts: select('EPITOME seeker posts (sharing)', (e) => e.source === 'epitome' && e.category === 'seeker_post'),
    cssrsPosts: select('Reddit C-SSRS posts (sharing, 1,000 sampled)', (e) => e.source === 'reddit-cssrs'),
    uccHealthy: select('UCC healthy comments', (e) => e.source === 'ucc' && e.category === 'healthy'),
    uccUnhealthy: select('UCC unhealthy comments', (e) => e.source === 'ucc' && e.category === 'unhealthy'),
    uccCondescendingOrSarcastic: select('UCC condescending or sarcastic', (e) => e.source === 'ucc' && condescendingOrSarcastic(e)),
    iSarcasmTestSarcastic: select('iSarcasmEval test, sarcastic', (e) => e.source === 'isarcasmeval' && e.category === 'sarcastic'),
    iSarcasmTestNotSarcastic: select('iSarcasmEval test, not sarcastic', (e) => e.source === 'isarcasmeval' && e.category === 'not_sarcastic'),
  };
}

/** Held-out rows whose exact text is also a training row: they are left out of every slice. */
export function heldOutRowsSeenInTraining(examples: readonly Example[]): number {
  const trainingTexts = new Set(examples.filter((example) => !example.heldOut).map((example) => example.text));
  return examples.filter((example) => example.heldOut && trainingTexts.has(example.text)).length;
}

export function scoresOf(scores: Float64Array, slice: Slice): number[] {
  return slice.rows.map((row) => scores[row]!);
}

export const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

export function aucFigure(scores: Float64Array, positives: Slice, negatives: Slice) {
  return { positives: positives.name, negatives: negatives.name, rows: [positives.rows.length, negatives.rows.length], rocAuc: round4(rocAuc(scoresOf(scores, positives), scoresOf(scores, negatives))) };
}

export function flaggedShare(scores: Float64Array | ((row: number) => number), slice: Slice, threshold: number) {
  const values = slice.rows.map((row) => (typeof scores === 'function' ? scores(row) : scores[row]!));
  return { slice: slice.name, rows: slice.rows.length, shareFlagged: round4(shareAtOrAbove(values, threshold)) };
}

/** Diagnostic only (computed on evaluation data, never used to choose anything): recall at a fixed false-flag rate. */
export function recallAtFalseFlagRate(scores: Float64Array, positives: Slice, negatives: Slice, falseFlagRate: number) {
  const threshold = thresholdForShare(scoresOf(scores, negatives), falseFlagRate);
  return { falseFlagRate, recall: round4(shareAtOrAbove(scoresOf(scores, positives), threshold)), thresholdOnEvaluationData: round4(threshold) };
}
