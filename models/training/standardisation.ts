/** Embeddings as one row-major matrix, standardised per feature with the training rows' mean and spread. */

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
