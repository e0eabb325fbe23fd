import { describe, expect, it } from 'vitest';
import { lexicalFeatures } from './lexical-features.js';

describe('lexical features', () => {
  it('hashes words, word pairs and character trigrams into a unit-length sparse vector', () => {
    const vector = lexicalFeatures('i want to ctb');
    expect(vector.indexes.length).toBeGreaterThan(10);
    expect([...vector.indexes]).toEqual([...vector.indexes].sort((a, b) => a - b));
    expect(Math.hypot(...vector.values)).toBeCloseTo(1, 6);
  });

  it('is the same for the same words, and shares most features with a one-letter typo', () => {
    const a = lexicalFeatures('youre pathetic');
    expect(lexicalFeatures('youre pathetic')).toEqual(a);
    const typo = new Set(lexicalFeatures('youre pathetik').indexes);
    const shared = [...a.indexes].filter((index) => typo.has(index)).length;
    expect(shared / a.indexes.length).toBeGreaterThan(0.6);
  });
});
