import { type TrainingSet } from './fit-head.js';
import { fitStandardisation, standardise } from './logistic.js';
import { rocAuc } from './metrics.js';
import { predictMlp, trainMlp } from './mlp.js';
import { SeededRandom } from './seeded-random.js';

export interface HiddenLayerTrial {
  hiddenUnits: number;
  l2: number;
  epochs: number;
  meanFoldAuc: number;
}

/** Mean fold ROC AUC of one-hidden-layer networks on the same folds the logistic heads used. */
export function compareHiddenLayer(set: TrainingSet, folds: Int32Array, foldCount: number, seed: number, log: (line: string) => void): HiddenLayerTrial[] {
  const configurations = [
    { hiddenUnits: 16, l2: 1e-3, epochs: 300 },
    { hiddenUnits: 16, l2: 1e-2, epochs: 300 },
  ];
  return configurations.map((configuration) => {
    const aucs: number[] = [];
    for (let fold = 0; fold < foldCount; fold += 1) {
      const trainRows: number[] = [];
      const testRows: number[] = [];
      folds.forEach((assigned, row) => (assigned === fold ? testRows : trainRows).push(row));
      const standardisation = fitStandardisation(trainRows.map((row) => set.vectors[row]!));
      const mlp = trainMlp(
        standardise(trainRows.map((row) => set.vectors[row]!), standardisation),
        trainRows.map((row) => set.labels[row]!),
        { ...configuration, learningRate: 0.01, sampleWeights: trainRows.map((row) => set.weights[row]!), random: new SeededRandom(seed + fold) },
      );
      const scores = predictMlp(standardise(testRows.map((row) => set.vectors[row]!), standardisation), mlp);
      const positives = testRows.flatMap((row, position) => (set.labels[row] === 1 ? [scores[position]!] : []));
      const negatives = testRows.flatMap((row, position) => (set.labels[row] === 0 ? [scores[position]!] : []));
      aucs.push(rocAuc(positives, negatives));
    }
    const trial = { ...configuration, meanFoldAuc: aucs.reduce((sum, auc) => sum + auc, 0) / foldCount };
    log(`  hidden layer ${trial.hiddenUnits} units, L2 ${trial.l2}: mean fold ROC AUC ${trial.meanFoldAuc.toFixed(4)}`);
    return trial;
  });
}
