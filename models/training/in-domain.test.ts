import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../kindness-categories.js';
import { loadInDomainCorpus, splitKey, splitOf } from './in-domain.js';

describe("Kindred's own corpus", () => {
  it('puts a text in the same split whatever its case, spacing, punctuation or obfuscation', () => {
    expect(splitKey('Keep crying, snowflake.')).toBe(splitKey('keep crying snowflake'));
    expect(splitKey('p.i.s.s o.f.f')).toBe(splitKey('piss off'));
    expect(splitKey('  Hello\n\tthere ')).toBe('hello there');
    expect(splitOf('I keep thinking   about the pills!')).toBe(splitOf('i keep thinking about the pills'));
  });

  it('spreads texts over the three splits in about 60 / 20 / 20', () => {
    const splits = Array.from({ length: 5000 }, (_, i) => splitOf(`text number ${i}`));
    const share = (split: string) => splits.filter((s) => s === split).length / splits.length;
    expect(share('train')).toBeCloseTo(0.6, 1);
    expect(share('dev')).toBeCloseTo(0.2, 1);
    expect(share('test')).toBeCloseTo(0.2, 1);
  });

  it('reads every file, keeps each text once, and gives every category rows in every split', async () => {
    const corpus = await loadInDomainCorpus();
    expect(corpus.length).toBeGreaterThan(12_000);
    expect(new Set(corpus.map((example) => splitKey(example.text))).size).toBe(corpus.length);
    const test = corpus.filter((example) => example.split === 'test');
    expect(test.length / corpus.length).toBeGreaterThan(0.17);
    expect(test.length / corpus.length).toBeLessThan(0.23);
    for (const category of CATEGORIES) expect(test.filter((example) => example.category === category).length).toBeGreaterThanOrEqual(25);
  });
});
