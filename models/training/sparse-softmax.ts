/**
 * Softmax regression over sparse lexical vectors, trained by sample-weighted SGD with AdaGrad step sizes
 * and an L2 penalty on the weights each row touches. Deterministic for a given seed.
 */
import { predictSparseSoftmax, type SparseSoftmax, type SparseVector } from '../lexical-features.js';
import type { SeededRandom } from './seeded-random.js';

export interface SparseSoftmaxOptions {
  buckets: number;
  epochs: number;
  learningRate: number;
  l2: number;
  sampleWeights: ArrayLike<number>;
  random: SeededRandom;
}

export function trainSparseSoftmax(vectors: readonly SparseVector[], labels: ArrayLike<number>, classes: number, options: SparseSoftmaxOptions): SparseSoftmax {
  const model: SparseSoftmax = { buckets: options.buckets, classes, weights: new Float32Array(classes * options.buckets), bias: new Float32Array(classes) };
  const squaredGradients = new Float32Array(model.weights.length).fill(1e-6);
  const biasSquaredGradients = new Float32Array(classes).fill(1e-6);
  let meanWeight = 0;
  for (let row = 0; row < vectors.length; row += 1) meanWeight += options.sampleWeights[row]! / vectors.length;
  const order = Array.from({ length: vectors.length }, (_, row) => row);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (const row of options.random.shuffled(order)) {
      const vector = vectors[row]!;
      const probabilities = predictSparseSoftmax(model, vector);
      const weight = options.sampleWeights[row]! / meanWeight;
      for (let c = 0; c < classes; c += 1) {
        const delta = weight * (probabilities[c]! - (labels[row] === c ? 1 : 0));
        biasSquaredGradients[c]! += delta * delta;
        model.bias[c]! -= (options.learningRate * delta) / Math.sqrt(biasSquaredGradients[c]!);
        const offset = c * options.buckets;
        for (let k = 0; k < vector.indexes.length; k += 1) {
          const at = offset + vector.indexes[k]!;
          const gradient = delta * vector.values[k]! + options.l2 * model.weights[at]!;
          squaredGradients[at]! += gradient * gradient;
          model.weights[at]! -= (options.learningRate * gradient) / Math.sqrt(squaredGradients[at]!);
        }
      }
    }
  }
  return model;
}
