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
  // Measured with round 17 (8,934 test rows) and kindred-rules@11: crises 0.886 at 0.059 of sad sharing,
  // unkind 0.846, kind 0.948, hate 0.816, group mentions 0.957. On the 8,541 test rows before round 17 the
  // figures are 0.887, 0.062, 0.849, 0.947, 0.818, 0.956. Sad sharing held, kind text published and the
  // recall targets are missed (models/README.md says by how much); the floors sit a little past the figures.
  crisisHeld: 0.875,
  sadSharingHeld: 0.07,
  unkindBlocked: 0.835,
  kindPublished: 0.94,
  hateBlocked: 0.8,
  groupMentionsPublished: 0.955,
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
