import type { Example } from './datasets.js';
import { matches, type HeadRecipe } from './head-recipes.js';
import { fitStandardisation, predictProbabilities, standardise, trainLogistic, type LinearModel, type Standardisation } from './logistic.js';
import { rocAuc } from './metrics.js';
import type { SeededRandom } from './seeded-random.js';

export interface TrainingSet {
  examples: Example[];
  vectors: Float32Array[];
  labels: Uint8Array;
  /** Each group (one recipe selector) gets an equal share of its class's weight; weights average 1. */
  weights: Float64Array;
  groupSizes: { label: 0 | 1; selector: string; rows: number }[];
}

export function buildTrainingSet(recipe: HeadRecipe, examples: readonly Example[], vectors: readonly Float32Array[]): TrainingSet {
  const chosen: { index: number; label: 0 | 1; group: number }[] = [];
  const selectors = [...recipe.positives.map((selector) => ({ selector, label: 1 as const })), ...recipe.negatives.map((selector) => ({ selector, label: 0 as const }))];
  examples.forEach((example, index) => {
    if (example.heldOut) return;
    const group = selectors.findIndex(({ selector }) => matches(example, selector));
    if (group >= 0) chosen.push({ index, label: selectors[group]!.label, group });
  });
  const groupCounts = selectors.map((_, group) => chosen.filter((row) => row.group === group).length);
  const groupsPerLabel = (label: 0 | 1) => selectors.filter((entry, group) => entry.label === label && groupCounts[group]! > 0).length;
  const total = chosen.length;
  const weights = Float64Array.from(chosen, (row) => total / 2 / groupsPerLabel(row.label) / groupCounts[row.group]!);
  return {
    examples: chosen.map((row) => examples[row.index]!),
    vectors: chosen.map((row) => vectors[row.index]!),
    labels: Uint8Array.from(chosen, (row) => row.label),
    weights,
    groupSizes: selectors.map(({ selector, label }, group) => ({ label, selector: `${selector.sources.join('+')}: ${selector.categories.join('|')}`, rows: groupCounts[group]! })),
  };
}

/** Fold number per row, each fold holding the same share of every label. */
export function stratifiedFolds(labels: ArrayLike<number>, foldCount: number, random: SeededRandom): Int32Array {
  const folds = new Int32Array(labels.length);
  for (const label of [0, 1]) {
    const rows = Array.from({ length: labels.length }, (_, index) => index).filter((index) => labels[index] === label);
    random.shuffled(rows).forEach((row, position) => {
      folds[row] = position % foldCount;
    });
  }
  return folds;
}

export interface FittedHead {
  standardisation: Standardisation;
  model: LinearModel;
}

function subset<T>(items: readonly T[], rows: number[]): T[] {
  return rows.map((row) => items[row]!);
}

export function fitHead(set: TrainingSet, rows: number[], l2: number, start?: LinearModel): FittedHead {
  const standardisation = fitStandardisation(subset(set.vectors, rows));
  const matrix = standardise(subset(set.vectors, rows), standardisation);
  const model = trainLogistic(matrix, subset(Array.from(set.labels), rows), { l2, sampleWeights: subset(Array.from(set.weights), rows), start });
  return { standardisation, model };
}

export function scoreWith(fitted: FittedHead, vectors: readonly Float32Array[]): Float64Array {
  return predictProbabilities(standardise(vectors, fitted.standardisation), fitted.model);
}

export interface CrossValidationResult {
  grid: { l2: number; meanFoldAuc: number }[];
  bestL2: number;
  /** Out-of-fold probability per training row at the best L2. */
  outOfFold: Float64Array;
  outOfFoldAuc: number;
}

export function crossValidate(set: TrainingSet, folds: Int32Array, foldCount: number, l2Grid: readonly number[], log: (line: string) => void): CrossValidationResult {
  const strongestFirst = [...l2Grid].sort((a, b) => b - a);
  const outOfFold = new Map(strongestFirst.map((l2) => [l2, new Float64Array(set.labels.length)]));
  const foldAucs = new Map(strongestFirst.map((l2) => [l2, [] as number[]]));
  for (let fold = 0; fold < foldCount; fold += 1) {
    const trainRows: number[] = [];
    const testRows: number[] = [];
    folds.forEach((assigned, row) => (assigned === fold ? testRows : trainRows).push(row));
    let start: LinearModel | undefined;
    for (const l2 of strongestFirst) {
      const fitted = fitHead(set, trainRows, l2, start);
      start = fitted.model;
      const scores = scoreWith(fitted, subset(set.vectors, testRows));
      testRows.forEach((row, position) => {
        outOfFold.get(l2)![row] = scores[position]!;
      });
      const positives = testRows.flatMap((row, position) => (set.labels[row] === 1 ? [scores[position]!] : []));
      const negatives = testRows.flatMap((row, position) => (set.labels[row] === 0 ? [scores[position]!] : []));
      foldAucs.get(l2)!.push(rocAuc(positives, negatives));
    }
    log(`  fold ${fold + 1}/${foldCount} done`);
  }
  const grid = l2Grid.map((l2) => ({ l2, meanFoldAuc: foldAucs.get(l2)!.reduce((sum, auc) => sum + auc, 0) / foldCount }));
  // Ties go to the stronger penalty: the simpler model.
  const best = [...grid].sort((a, b) => b.meanFoldAuc - a.meanFoldAuc || b.l2 - a.l2)[0]!;
  const scores = outOfFold.get(best.l2)!;
  const positives = Array.from(scores).filter((_, row) => set.labels[row] === 1);
  const negatives = Array.from(scores).filter((_, row) => set.labels[row] === 0);
  return { grid, bestL2: best.l2, outOfFold: scores, outOfFoldAuc: rocAuc(positives, negatives) };
}
