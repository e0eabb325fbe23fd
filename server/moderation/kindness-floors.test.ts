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
  // Measured with round 13 (7,080 test rows) and kindred-rules@9 (weak crisis rules corroborated by the
  // classifier): crises 0.870 at 0.045 of sad sharing, unkind 0.853, kind 0.951, hate 0.827, group mentions
  // 0.953. Group mentions and kind text sit a few rows above the product's 0.95 here, so their floors are a
  // little under it, like the others, and the README says where the targets stand.
  crisisHeld: 0.855,
  sadSharingHeld: 0.05,
  unkindBlocked: 0.84,
  kindPublished: 0.948,
  hateBlocked: 0.81,
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
