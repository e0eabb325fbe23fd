/**
 * A weight matrix stored as int8 with one scale per row (base64), a quarter of float32 and about a tenth
 * of JSON text: the classifier's file stays small enough to live in the repository.
 */
export interface QuantizedRows {
  rows: number;
  columns: number;
  /** Per row: the value one step of the int8 code stands for. */
  scales: number[];
  data: string;
}

export function quantizeRows(values: ArrayLike<number>, rows: number, columns: number): QuantizedRows {
  if (values.length !== rows * columns) throw new Error(`expected ${rows * columns} values, got ${values.length}`);
  const codes = new Int8Array(values.length);
  const scales = Array.from({ length: rows }, (_, row) => {
    let largest = 0;
    for (let j = 0; j < columns; j += 1) largest = Math.max(largest, Math.abs(values[row * columns + j]!));
    const scale = largest / 127 || 1;
    for (let j = 0; j < columns; j += 1) codes[row * columns + j] = Math.round(values[row * columns + j]! / scale);
    return scale;
  });
  return { rows, columns, scales, data: Buffer.from(codes.buffer).toString('base64') };
}

/** Row after row, as float32; throws when the stored shape does not add up. */
export function dequantizeRows(stored: QuantizedRows): Float32Array {
  const bytes = Buffer.from(stored.data, 'base64');
  if (bytes.length !== stored.rows * stored.columns || stored.scales.length !== stored.rows) throw new Error('quantized rows do not match their shape');
  const codes = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  // A plain loop, not a callback per weight: with a words model of 262,144 buckets the callback made loading 3x slower.
  const values = new Float32Array(codes.length);
  for (let row = 0; row < stored.rows; row += 1) {
    const scale = stored.scales[row]!;
    for (let at = row * stored.columns, end = at + stored.columns; at < end; at += 1) values[at] = codes[at]! * scale;
  }
  return values;
}
