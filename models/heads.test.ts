import { describe, expect, it } from 'vitest';
import { createKindnessHead, HEAD_FORMAT, parseHeadFile, verdictFor, type HeadFile } from './heads.js';

const tinyHead: HeadFile = {
  format: HEAD_FORMAT,
  name: 'tiny',
  description: 'hand-made, 3 features',
  embedder: 'test',
  dimensions: 3,
  labels: { positive: 'unkind', negative: 'kind' },
  standardisation: { mean: [1, 0, -1], scale: [2, 1, 0.5] },
  weights: [2, -1, 0],
  bias: -0.5,
  thresholds: { block: 0.8, review: 0.5 },
};

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

describe('kindness head scoring', () => {
  it('standardises, then applies the logistic layer', () => {
    const head = createKindnessHead(parseHeadFile(tinyHead));
    // z = 2*(3-1)/2 - 1*(1-0)/1 + 0 - 0.5 = 0.5
    expect(head.score([3, 1, 7])).toBeCloseTo(sigmoid(0.5), 12);
    // At the mean every standardised feature is 0, leaving the bias.
    expect(head.score([1, 0, -1])).toBeCloseTo(sigmoid(-0.5), 12);
  });

  it('maps scores to verdicts with the head thresholds', () => {
    const head = createKindnessHead(parseHeadFile(tinyHead));
    expect(verdictFor(head, 0.9)).toBe('block');
    expect(verdictFor(head, 0.8)).toBe('block');
    expect(verdictFor(head, 0.6)).toBe('review');
    expect(verdictFor(head, 0.1)).toBe('pass');
  });

  it('supports one ReLU hidden layer', () => {
    const withHidden = parseHeadFile({
      ...tinyHead,
      hidden: { weights: [[1, 0, 0], [0, 1, 0]], bias: [0, -5] },
      weights: [1.5, 3],
      bias: 0.25,
    });
    const head = createKindnessHead(withHidden);
    // hidden = [relu((3-1)/2), relu((1-0)/1 - 5)] = [1, 0]; z = 1.5*1 + 3*0 + 0.25
    expect(head.score([3, 1, 7])).toBeCloseTo(sigmoid(1.75), 12);
  });

  it('rejects malformed files and wrong embedding sizes', () => {
    expect(() => parseHeadFile({ ...tinyHead, format: 'other' })).toThrow(/format/);
    expect(() => parseHeadFile({ ...tinyHead, weights: [1, 2] })).toThrow(/weights/);
    expect(() => parseHeadFile({ ...tinyHead, standardisation: { mean: [0, 0, 0], scale: [1, 0, 1] } })).toThrow(/scale/);
    expect(() => parseHeadFile({ ...tinyHead, thresholds: { block: 2 } })).toThrow(/thresholds/);
    const head = createKindnessHead(parseHeadFile(tinyHead));
    expect(() => head.score([1, 2])).toThrow(/expects 3-d/);
  });
});
