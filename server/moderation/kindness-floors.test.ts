import { describe, expect, it } from 'vitest';
import { loadInDomainCorpus } from '../../models/training/in-domain.js';
import { loadConfig } from '../config.js';
import { createInProcessClassifier } from './evaluation/in-process-classifier.js';
import { figuresByLabel, labelledFromCorpus, targetFigures } from './evaluation/figures.js';
import { createKindnessCheck } from './kindness-check.js';

/*
 * Quality floors on the fixed test split of our own corpus (never trained or tuned on), with the real
 * USE-Lite and the shipped classifier, at the default thresholds. A change that makes the check worse
 * fails here. The floors sit a little under the figures in models/README.md, so noise does not fail CI.
 */
const FLOORS = {
  // Measured with round 14 (7,500 test rows) and kindred-rules@9: crises 0.887 at 0.053 of sad sharing, unkind
  // 0.848, kind 0.949, hate 0.818, group mentions 0.954. Round 14 added near misses to the test split (a
  // rope swing, a will for the twins, a retirement), and on it sad sharing held and kind text published
  // miss the product's 0.05 and 0.95 by 0.3 and 0.1 points (the round-13 networks by 0.2 and 0.0); the
  // floors sit a little past the figures, like the others, and the README says where the targets stand.
  crisisHeld: 0.875,
  sadSharingHeld: 0.055,
  unkindBlocked: 0.835,
  kindPublished: 0.945,
  hateBlocked: 0.805,
  groupMentionsPublished: 0.945,
};

describe('the kindness check on our test split', () => {
  it('holds, blocks and publishes at least as well as the floors', async () => {
    const test = labelledFromCorpus((await loadInDomainCorpus()).filter((example) => example.split === 'test'));
    expect(test.length).toBeGreaterThan(2500);
    const classifier = await createInProcessClassifier(loadConfig().modelsDir, test.map((item) => item.text), () => undefined);
    const figures = targetFigures(await figuresByLabel(createKindnessCheck(classifier), test));
    expect(figures.crisisHeld).toBeGreaterThanOrEqual(FLOORS.crisisHeld);
    expect(figures.sadSharingHeld).toBeLessThanOrEqual(FLOORS.sadSharingHeld);
    expect(figures.unkindBlocked).toBeGreaterThanOrEqual(FLOORS.unkindBlocked);
    expect(figures.kindPublished).toBeGreaterThanOrEqual(FLOORS.kindPublished);
    expect(figures.hateBlocked).toBeGreaterThanOrEqual(FLOORS.hateBlocked);
    expect(figures.groupMentionsPublished).toBeGreaterThanOrEqual(FLOORS.groupMentionsPublished);
  }, 600_000);
});
