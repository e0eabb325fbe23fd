import { describe, expect, it } from 'vitest';
import type { KindnessClassifier, TextScores } from '../ml/kindness-classifier.js';
import { createKindnessCheck } from './kindness-check.js';
import { runRuleChecks } from './rules/index.js';

/*
 * By default the crisis head is a recorded signal, not a decision: at its trained threshold it held about a
 * fifth of supportive replies and plain grief, and sad sharing must be approved. Crisis holds come from the
 * rules, unless an operator sets a crisis threshold.
 */
const THRESHOLDS: TextScores['thresholds'] = { insult: { block: 0.9, review: 0.5 }, unhealthy: { block: 0.9, review: 0.5 }, supportive: { supportive: 0.6 }, crisis: { crisis: 0.3 } };

function classifierScoring(crisis: number): KindnessClassifier {
  return {
    warmUp: () => undefined,
    score: async () => ({ scores: { insult: 0.01, unhealthy: 0.02, supportive: 0.1, crisis }, thresholds: THRESHOLDS }),
    close: async () => undefined,
  };
}

const HOPELESS = 'Nothing is ever going to get better for me and I am so tired of all of it.';

describe('the crisis head in the kindness check', () => {
  it('uses a text no crisis rule fires on', () => {
    expect(runRuleChecks(HOPELESS, { context: 'post' }).crisis.crisis).toBe(false);
  });

  it('records the head score for admins beside the rules\' score, without holding sad sharing by itself', async () => {
    const verdict = await createKindnessCheck(classifierScoring(0.8)).moderate(HOPELESS, 'post');
    expect(verdict).toMatchObject({ decision: 'approve', crisis: false });
    expect(verdict.scores).toMatchObject({ crisis_head: 0.8, insult: 0.01 });
    expect(verdict.scores.crisis).toBe(runRuleChecks(HOPELESS, { context: 'post' }).crisis.score);
  });

  it('holds for a person when the operator chose a crisis threshold and the head reaches it', async () => {
    const check = createKindnessCheck(classifierScoring(0.95), { crisis: 0.93 });
    expect(await check.moderate(HOPELESS, 'post')).toMatchObject({ decision: 'hold', crisis: true, scores: { crisis_head: 0.95 } });
    expect(await createKindnessCheck(classifierScoring(0.9), { crisis: 0.93 }).moderate(HOPELESS, 'post')).toMatchObject({ decision: 'approve', crisis: false });
  });

  it('still holds a crisis the rules see, whatever the head says', async () => {
    const verdict = await createKindnessCheck(classifierScoring(0.01)).moderate('I want to end my life tonight. I have the pills ready.', 'post');
    expect(verdict).toMatchObject({ decision: 'hold', crisis: true });
  });
});
