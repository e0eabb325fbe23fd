/**
 * A one-hidden-layer ReLU network trained with full-batch Adam, used only to check whether a hidden
 * layer beats logistic regression in cross-validation (`npm run models:train -- --compare-hidden-layer`).
 */
import { sigmoid, type Matrix } from './logistic.js';
import type { SeededRandom } from './seeded-random.js';

export interface MlpOptions {
  hiddenUnits: number;
  l2: number;
  epochs: number;
  learningRate: number;
  sampleWeights: ArrayLike<number>;
  random: SeededRandom;
}

export interface Mlp {
  hiddenWeights: Float64Array; // hiddenUnits × columns
  hiddenBias: Float64Array;
  outputWeights: Float64Array;
  outputBias: number;
}

function hiddenActivations(matrix: Matrix, mlp: Mlp, units: number): Float64Array {
  const { rows, columns, values } = matrix;
  const activations = new Float64Array(rows * units);
  for (let i = 0; i < rows; i += 1) {
    for (let u = 0; u < units; u += 1) {
      let sum = mlp.hiddenBias[u]!;
      const weightOffset = u * columns;
      const rowOffset = i * columns;
      for (let j = 0; j < columns; j += 1) sum += mlp.hiddenWeights[weightOffset + j]! * values[rowOffset + j]!;
      activations[i * units + u] = sum;
    }
  }
  return activations;
}

export function predictMlp(matrix: Matrix, mlp: Mlp): Float64Array {
  const units = mlp.hiddenBias.length;
  const pre = hiddenActivations(matrix, mlp, units);
  return Float64Array.from({ length: matrix.rows }, (_, i) => {
    let z = mlp.outputBias;
    for (let u = 0; u < units; u += 1) z += mlp.outputWeights[u]! * Math.max(0, pre[i * units + u]!);
    return sigmoid(z);
  });
}

export function trainMlp(matrix: Matrix, labels: ArrayLike<number>, options: MlpOptions): Mlp {
  const { rows, columns, values } = matrix;
  const units = options.hiddenUnits;
  const heScale = Math.sqrt(2 / columns);
  const mlp: Mlp = {
    hiddenWeights: Float64Array.from({ length: units * columns }, () => options.random.normal() * heScale),
    hiddenBias: new Float64Array(units),
    outputWeights: Float64Array.from({ length: units }, () => options.random.normal() * Math.sqrt(1 / units)),
    outputBias: 0,
  };
  const parameters = [mlp.hiddenWeights, mlp.hiddenBias, mlp.outputWeights];
  const firstMoments = parameters.map((p) => new Float64Array(p.length));
  const secondMoments = parameters.map((p) => new Float64Array(p.length));
  let outputBiasMoments = [0, 0];
  let totalWeight = 0;
  for (let i = 0; i < rows; i += 1) totalWeight += options.sampleWeights[i]!;
  const [beta1, beta2, epsilon] = [0.9, 0.999, 1e-8];

  for (let epoch = 1; epoch <= options.epochs; epoch += 1) {
    const pre = hiddenActivations(matrix, mlp, units);
    const gradients = parameters.map((p) => new Float64Array(p.length));
    let outputBiasGradient = 0;
    for (let i = 0; i < rows; i += 1) {
      let z = mlp.outputBias;
      for (let u = 0; u < units; u += 1) z += mlp.outputWeights[u]! * Math.max(0, pre[i * units + u]!);
      const dz = (options.sampleWeights[i]! * (sigmoid(z) - labels[i]!)) / totalWeight;
      outputBiasGradient += dz;
      for (let u = 0; u < units; u += 1) {
        const activation = pre[i * units + u]!;
        if (activation <= 0) continue;
        gradients[2]![u]! += dz * activation;
        const da = dz * mlp.outputWeights[u]!;
        gradients[1]![u]! += da;
        const weightOffset = u * columns;
        const rowOffset = i * columns;
        for (let j = 0; j < columns; j += 1) gradients[0]![weightOffset + j]! += da * values[rowOffset + j]!;
      }
    }
    parameters.forEach((parameter, index) => {
      const gradient = gradients[index]!;
      const penalised = index !== 1;
      for (let k = 0; k < parameter.length; k += 1) {
        const g = gradient[k]! + (penalised ? options.l2 * parameter[k]! : 0);
        firstMoments[index]![k] = beta1 * firstMoments[index]![k]! + (1 - beta1) * g;
        secondMoments[index]![k] = beta2 * secondMoments[index]![k]! + (1 - beta2) * g * g;
        const mHat = firstMoments[index]![k]! / (1 - beta1 ** epoch);
        const vHat = secondMoments[index]![k]! / (1 - beta2 ** epoch);
        parameter[k]! -= (options.learningRate * mHat) / (Math.sqrt(vHat) + epsilon);
      }
    });
    outputBiasMoments = [beta1 * outputBiasMoments[0]! + (1 - beta1) * outputBiasGradient, beta2 * outputBiasMoments[1]! + (1 - beta2) * outputBiasGradient ** 2];
    mlp.outputBias -= (options.learningRate * (outputBiasMoments[0]! / (1 - beta1 ** epoch))) / (Math.sqrt(outputBiasMoments[1]! / (1 - beta2 ** epoch)) + epsilon);
  }
  return mlp;
}
