import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../kindness-categories.js';
import { loadInDomainCorpus, splitKey, splitOf } from './in-domain.js';

describe("Kindred's own corpus", () => {
  it('puts a text in the same split whatever its case and spacing', () => {
    expect(splitOf('I keep thinking   about the pills')).toBe(splitOf('i keep thinking about the pills'));
    expect(splitKey('  Hello\n\tthere ')).toBe('hello there');
  });

  it('reads every file, keeps each text once, and gives every category rows in every split', async () => {
    const corpus = await loadInDomainCorpus();
    expect(corpus.length).toBeGreaterThan(12_000);
    expect(new Set(corpus.map((example) => splitKey(example.text))).size).toBe(corpus.length);
    for (const example of corpus) expect(example.split).toBe(splitOf(example.text));
    const test = corpus.filter((example) => example.split === 'test');
    expect(test.length / corpus.length).toBeGreaterThan(0.17);
    expect(test.length / corpus.length).toBeLessThan(0.23);
    for (const category of CATEGORIES) expect(test.filter((example) => example.category === category).length).toBeGreaterThanOrEqual(25);
  });
});
