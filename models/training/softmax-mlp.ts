/**
 * A one-hidden-layer ReLU network with a softmax over the categories, trained by mini-batch Adam on
 * sample-weighted cross-entropy with an L2 penalty. Inputs are standardised embeddings (`Matrix`).
 * Deterministic for a given seed.
 */
import type { Matrix } from './standardisation.js';
import type { SeededRandom } from './seeded-random.js';

export interface SoftmaxMlp {
  inputs: number;
  hiddenUnits: number;
  classes: number;
  /** hiddenUnits × inputs, row after row. */
  hiddenWeights: Float64Array;
  hiddenBias: Float64Array;
  /** classes × hiddenUnits, row after row. */
  outputWeights: Float64Array;
  outputBias: Float64Array;
}

export interface SoftmaxMlpOptions {
  hiddenUnits: number;
  l2: number;
  epochs: number;
  batchSize: number;
  learningRate: number;
  sampleWeights: ArrayLike<number>;
  random: SeededRandom;
}

function forwardRow(mlp: SoftmaxMlp, values: Float64Array, rowOffset: number, hidden: Float64Array, probabilities: Float64Array): void {
  const { inputs, hiddenUnits, classes } = mlp;
  for (let u = 0; u < hiddenUnits; u += 1) {
    let sum = mlp.hiddenBias[u]!;
    const offset = u * inputs;
    for (let j = 0; j < inputs; j += 1) sum += mlp.hiddenWeights[offset + j]! * values[rowOffset + j]!;
    hidden[u] = sum > 0 ? sum : 0;
  }
  let largest = -Infinity;
  for (let c = 0; c < classes; c += 1) {
    let z = mlp.outputBias[c]!;
    const offset = c * hiddenUnits;
    for (let u = 0; u < hiddenUnits; u += 1) z += mlp.outputWeights[offset + u]! * hidden[u]!;
    probabilities[c] = z;
    if (z > largest) largest = z;
  }
  let total = 0;
  for (let c = 0; c < classes; c += 1) {
    probabilities[c] = Math.exp(probabilities[c]! - largest);
    total += probabilities[c]!;
  }
  for (let c = 0; c < classes; c += 1) probabilities[c]! /= total;
}

/** One row of class probabilities per input row. */
export function predictSoftmaxMlp(matrix: Matrix, mlp: SoftmaxMlp): Float64Array[] {
  const hidden = new Float64Array(mlp.hiddenUnits);
  return Array.from({ length: matrix.rows }, (_, row) => {
    const probabilities = new Float64Array(mlp.classes);
    forwardRow(mlp, matrix.values, row * matrix.columns, hidden, probabilities);
    return probabilities;
  });
}

class Adam {
  private readonly first: Float64Array;
  private readonly second: Float64Array;
  private step = 0;

  constructor(
    private readonly parameters: Float64Array,
    private readonly learningRate: number,
  ) {
    this.first = new Float64Array(parameters.length);
    this.second = new Float64Array(parameters.length);
  }

  update(gradient: Float64Array, l2: number): void {
    this.step += 1;
    const correction1 = 1 - 0.9 ** this.step;
    const correction2 = 1 - 0.999 ** this.step;
    for (let k = 0; k < this.parameters.length; k += 1) {
      const g = gradient[k]! + l2 * this.parameters[k]!;
      this.first[k] = 0.9 * this.first[k]! + 0.1 * g;
      this.second[k] = 0.999 * this.second[k]! + 0.001 * g * g;
      this.parameters[k]! -= (this.learningRate * (this.first[k]! / correction1)) / (Math.sqrt(this.second[k]! / correction2) + 1e-8);
    }
  }
}

export function trainSoftmaxMlp(matrix: Matrix, labels: ArrayLike<number>, classes: number, options: SoftmaxMlpOptions): SoftmaxMlp {
  const { rows, columns: inputs, values } = matrix;
  const units = options.hiddenUnits;
  const mlp: SoftmaxMlp = {
    inputs,
    hiddenUnits: units,
    classes,
    hiddenWeights: Float64Array.from({ length: units * inputs }, () => options.random.normal() * Math.sqrt(2 / inputs)),
    hiddenBias: new Float64Array(units),
    outputWeights: Float64Array.from({ length: classes * units }, () => options.random.normal() * Math.sqrt(1 / units)),
    outputBias: new Float64Array(classes),
  };
  const parameters = [mlp.hiddenWeights, mlp.hiddenBias, mlp.outputWeights, mlp.outputBias];
  const optimisers = parameters.map((parameter) => new Adam(parameter, options.learningRate));
  const gradients = parameters.map((parameter) => new Float64Array(parameter.length));
  const hidden = new Float64Array(units);
  const probabilities = new Float64Array(classes);
  const outputDelta = new Float64Array(classes);
  const order = Array.from({ length: rows }, (_, row) => row);
  let meanWeight = 0;
  for (let row = 0; row < rows; row += 1) meanWeight += options.sampleWeights[row]! / rows;

  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    const shuffled = options.random.shuffled(order);
    for (let start = 0; start < rows; start += options.batchSize) {
      const batch = shuffled.slice(start, start + options.batchSize);
      gradients.forEach((gradient) => gradient.fill(0));
      const [gHiddenWeights, gHiddenBias, gOutputWeights, gOutputBias] = gradients as [Float64Array, Float64Array, Float64Array, Float64Array];
      for (const row of batch) {
        const rowOffset = row * inputs;
        forwardRow(mlp, values, rowOffset, hidden, probabilities);
        const weight = options.sampleWeights[row]! / meanWeight / batch.length;
        for (let c = 0; c < classes; c += 1) outputDelta[c] = weight * (probabilities[c]! - (labels[row] === c ? 1 : 0));
        for (let u = 0; u < units; u += 1) {
          let hiddenDelta = 0;
          for (let c = 0; c < classes; c += 1) {
            gOutputWeights[c * units + u]! += outputDelta[c]! * hidden[u]!;
            hiddenDelta += outputDelta[c]! * mlp.outputWeights[c * units + u]!;
          }
          if (hidden[u]! <= 0) continue;
          gHiddenBias[u]! += hiddenDelta;
          const offset = u * inputs;
          for (let j = 0; j < inputs; j += 1) gHiddenWeights[offset + j]! += hiddenDelta * values[rowOffset + j]!;
        }
        for (let c = 0; c < classes; c += 1) gOutputBias[c]! += outputDelta[c]!;
      }
      optimisers.forEach((optimiser, index) => optimiser.update(gradients[index]!, index === 0 || index === 2 ? options.l2 : 0));
    }
  }
  return mlp;
}
