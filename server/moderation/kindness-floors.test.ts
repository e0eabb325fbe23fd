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
  // Measured with round 20's rows in the splits (10,670 test rows), the round-19 networks recalibrated on
  // that dev split and weak crisis rules corroborated at 0.2: crises 0.850 at 0.055 of sad sharing, unkind
  // 0.850, kind 0.949, hate 0.825, group mentions 0.958. The recall targets are missed, and sad sharing and
  // kind text by half a point and a tenth (models/README.md says by how much); the floors sit a little past
  // the figures.
  crisisHeld: 0.84,
  sadSharingHeld: 0.06,
  unkindBlocked: 0.845,
  kindPublished: 0.945,
  hateBlocked: 0.82,
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
