/**
 * L2-regularised, sample-weighted logistic regression fitted by Newton's method (IRLS) with a
 * Cholesky solve and step halving. 512 features and a few thousand rows make the exact Hessian cheap
 * enough, and Newton converges in a handful of steps to the same optimum every run.
 */

/** Rows of `columns` features, stored row after row. */
export interface Matrix {
  rows: number;
  columns: number;
  values: Float64Array;
}

export interface Standardisation {
  mean: Float64Array;
  scale: Float64Array;
}

export interface LinearModel {
  weights: Float64Array;
  bias: number;
}

export function fitStandardisation(vectors: readonly Float32Array[]): Standardisation {
  const columns = vectors[0]!.length;
  const mean = new Float64Array(columns);
  const scale = new Float64Array(columns);
  for (const vector of vectors) for (let j = 0; j < columns; j += 1) mean[j]! += vector[j]!;
  for (let j = 0; j < columns; j += 1) mean[j]! /= vectors.length;
  for (const vector of vectors) {
    for (let j = 0; j < columns; j += 1) {
      const centred = vector[j]! - mean[j]!;
      scale[j]! += centred * centred;
    }
  }
  // A constant feature would divide by zero; it carries no information, so any positive scale will do.
  for (let j = 0; j < columns; j += 1) scale[j] = Math.sqrt(scale[j]! / vectors.length) || 1;
  return { mean, scale };
}

export function standardise(vectors: readonly Float32Array[], standardisation: Standardisation): Matrix {
  const columns = standardisation.mean.length;
  const values = new Float64Array(vectors.length * columns);
  vectors.forEach((vector, row) => {
    for (let j = 0; j < columns; j += 1) values[row * columns + j] = (vector[j]! - standardisation.mean[j]!) / standardisation.scale[j]!;
  });
  return { rows: vectors.length, columns, values };
}

export function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

function softplus(z: number): number {
  return z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z));
}

function linearScores(matrix: Matrix, model: LinearModel): Float64Array {
  const { rows, columns, values } = matrix;
  const scores = new Float64Array(rows);
  for (let i = 0; i < rows; i += 1) {
    let z = model.bias;
    const offset = i * columns;
    for (let j = 0; j < columns; j += 1) z += values[offset + j]! * model.weights[j]!;
    scores[i] = z;
  }
  return scores;
}

export function predictProbabilities(matrix: Matrix, model: LinearModel): Float64Array {
  return linearScores(matrix, model).map(sigmoid);
}

function penalisedLoss(matrix: Matrix, labels: ArrayLike<number>, sampleWeights: ArrayLike<number>, l2: number, model: LinearModel): number {
  const scores = linearScores(matrix, model);
  let loss = 0;
  for (let i = 0; i < matrix.rows; i += 1) loss += sampleWeights[i]! * (softplus(scores[i]!) - labels[i]! * scores[i]!);
  let squared = 0;
  for (const weight of model.weights) squared += weight * weight;
  return loss + 0.5 * l2 * squared;
}

/** Solves A x = b for a symmetric positive definite A (n×n, row-major); A is overwritten. */
export function choleskySolve(matrix: Float64Array, size: number, rightHandSide: Float64Array): Float64Array {
  for (let j = 0; j < size; j += 1) {
    let diagonal = matrix[j * size + j]!;
    for (let k = 0; k < j; k += 1) diagonal -= matrix[j * size + k]! ** 2;
    if (diagonal <= 0) throw new Error('matrix is not positive definite');
    const pivot = Math.sqrt(diagonal);
    matrix[j * size + j] = pivot;
    for (let i = j + 1; i < size; i += 1) {
      let sum = matrix[i * size + j]!;
      for (let k = 0; k < j; k += 1) sum -= matrix[i * size + k]! * matrix[j * size + k]!;
      matrix[i * size + j] = sum / pivot;
    }
  }
  const forward = new Float64Array(size);
  for (let i = 0; i < size; i += 1) {
    let sum = rightHandSide[i]!;
    for (let k = 0; k < i; k += 1) sum -= matrix[i * size + k]! * forward[k]!;
    forward[i] = sum / matrix[i * size + i]!;
  }
  const solution = new Float64Array(size);
  for (let i = size - 1; i >= 0; i -= 1) {
    let sum = forward[i]!;
    for (let k = i + 1; k < size; k += 1) sum -= matrix[k * size + i]! * solution[k]!;
    solution[i] = sum / matrix[i * size + i]!;
  }
  return solution;
}

export interface LogisticOptions {
  l2: number;
  sampleWeights?: ArrayLike<number>;
  start?: LinearModel;
  maxIterations?: number;
}

export function trainLogistic(matrix: Matrix, labels: ArrayLike<number>, options: LogisticOptions): LinearModel {
  const { rows, columns, values } = matrix;
  const sampleWeights = options.sampleWeights ?? new Float64Array(rows).fill(1);
  const size = columns + 1;
  let model: LinearModel = options.start
    ? { weights: Float64Array.from(options.start.weights), bias: options.start.bias }
    : { weights: new Float64Array(columns), bias: 0 };
  let loss = penalisedLoss(matrix, labels, sampleWeights, options.l2, model);

  // Column-major copy of the rows scaled by sqrt(curvature), plus a column for the bias: the Hessian is
  // then a set of contiguous dot products, several times faster than accumulating row outer products.
  const scaledColumns = new Float64Array(size * rows);
  for (let iteration = 0; iteration < (options.maxIterations ?? 50); iteration += 1) {
    const scores = linearScores(matrix, model);
    const gradient = new Float64Array(size);
    for (let i = 0; i < rows; i += 1) {
      const probability = sigmoid(scores[i]!);
      const residual = sampleWeights[i]! * (probability - labels[i]!);
      const root = Math.sqrt(sampleWeights[i]! * probability * (1 - probability));
      const offset = i * columns;
      for (let j = 0; j < columns; j += 1) {
        const xj = values[offset + j]!;
        gradient[j]! += residual * xj;
        scaledColumns[j * rows + i] = root * xj;
      }
      gradient[columns]! += residual;
      scaledColumns[columns * rows + i] = root;
    }
    const hessian = new Float64Array(size * size);
    for (let j = 0; j < size; j += 1) {
      const left = scaledColumns.subarray(j * rows, (j + 1) * rows);
      for (let k = j; k < size; k += 1) {
        const right = scaledColumns.subarray(k * rows, (k + 1) * rows);
        let sum = 0;
        for (let i = 0; i < rows; i += 1) sum += left[i]! * right[i]!;
        hessian[j * size + k] = sum;
        hessian[k * size + j] = sum;
      }
    }
    for (let j = 0; j < columns; j += 1) {
      gradient[j]! += options.l2 * model.weights[j]!;
      hessian[j * size + j]! += options.l2;
    }
    hessian[columns * size + columns]! += 1e-9;
    const step = choleskySolve(hessian, size, gradient);

    let fraction = 1;
    let candidate: LinearModel;
    let candidateLoss: number;
    for (;;) {
      candidate = { weights: model.weights.map((weight, j) => weight - fraction * step[j]!), bias: model.bias - fraction * step[columns]! };
      candidateLoss = penalisedLoss(matrix, labels, sampleWeights, options.l2, candidate);
      if (candidateLoss <= loss || fraction < 1e-6) break;
      fraction /= 2;
    }
    const largestChange = Math.max(...step.map((value) => Math.abs(value * fraction)));
    const improvement = loss - candidateLoss;
    if (candidateLoss <= loss) {
      model = candidate;
      loss = candidateLoss;
    }
    if (largestChange < 1e-6 || improvement < 1e-9 * Math.max(1, Math.abs(loss))) break;
  }
  return model;
}
