import { describe, expect, it } from 'vitest';
import { loadHateProbe, probeTotals } from './hate-probe.js';

describe('the hate probe', () => {
  it('has two disjoint halves of hateful and harmless sentences', async () => {
    const [first, second] = await Promise.all([loadHateProbe('first'), loadHateProbe('second')]);
    expect(first.length).toBeGreaterThan(350);
    expect(second.length).toBeGreaterThan(350);
    const firstTexts = new Set(first.map((row) => row.text));
    expect(second.filter((row) => firstTexts.has(row.text))).toEqual([]);
    for (const row of [...first, ...second]) expect(['block', 'publish']).toContain(row.expected);
    expect(new Set(first.map((row) => row.label)).size).toBeGreaterThanOrEqual(28);
  });

  it('totals what was right by the outcome expected', () => {
    const figure = (expected: 'block' | 'publish', rows: number, correct: number) => ({ label: 'x', expected, rows, correct, held: 0, blocked: 0, published: 0, decidedBy: {} });
    expect(probeTotals([figure('block', 10, 9), figure('block', 10, 7), figure('publish', 4, 1)])).toEqual({ hatefulBlocked: 0.8, harmlessPublished: 0.25 });
  });
});
