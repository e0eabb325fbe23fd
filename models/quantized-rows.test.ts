import { describe, expect, it } from 'vitest';
import { dequantizeRows, quantizeRows } from './quantized-rows.js';

describe('int8 rows with a scale each', () => {
  it('round-trips within half a step of each row, rows of very different size alike', () => {
    const values = [0.5, -0.25, 0.001, 0, 40, -80, 12.5, 3];
    const stored = quantizeRows(values, 2, 4);
    const back = dequantizeRows(stored);
    values.forEach((value, index) => expect(Math.abs(back[index]! - value)).toBeLessThanOrEqual(stored.scales[Math.floor(index / 4)]! / 2 + 1e-9));
    expect(back[5]).toBeCloseTo(-80, 5);
  });

  it('keeps an all-zero row at zero and refuses a shape that does not add up', () => {
    expect(Array.from(dequantizeRows(quantizeRows([0, 0, 1, 2], 2, 2)).slice(0, 2))).toEqual([0, 0]);
    expect(() => dequantizeRows({ ...quantizeRows([1, 2, 3, 4], 2, 2), rows: 3 })).toThrow(/shape/);
    expect(() => quantizeRows([1, 2, 3], 2, 2)).toThrow(/expected 4/);
  });
});
