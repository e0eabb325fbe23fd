import { describe, expect, it } from 'vitest';
import { decide, runChecks, type CheckRun } from '../kindness-check.js';
import { CONDESCENDING_REASON, IDENTIFYING_INFO_REASON, JUDGMENT_REASON, SARCASM_REASON } from '../reasons.js';
import { normalizeText } from '../rules/normalize.js';
import type { MessageContext } from '../rules/types.js';
import { KINDNESS_CHECKS } from './registry.js';

const rulesOn = (text: string, context: MessageContext) => runChecks({ text: normalizeText(text), context });
const named = (runs: CheckRun[], name: string) => runs.find(({ entry }) => entry.name === name)?.outcome;

describe('the registry of checks, rules only (no classifier)', () => {
  it('lists every check once, rules before the classifier they must not wait for', () => {
    const names = KINDNESS_CHECKS.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(['crisis', 'crisis_model', 'identifying_info', 'peer_not_therapist', 'harmful_encouragement', 'group_hate', 'directed_profanity', 'belittling', 'hate_model', 'tone_model']);
  });

  it('runs every rule and fires nothing on a kind reply, skipping the checks that need the classifier', () => {
    const runs = rulesOn('That sounds so hard. I went through something similar and you are not alone.', 'reply');
    expect(runs.map(({ entry }) => entry.name)).toEqual(['crisis', 'identifying_info', 'peer_not_therapist', 'harmful_encouragement', 'group_hate', 'directed_profanity', 'belittling']);
    expect(runs.every(({ outcome }) => !outcome.fired)).toBe(true);
  });

  it('names identifying info first when two rules block', () => {
    const runs = rulesOn('You clearly have BPD. Text me at 555-123-4567.', 'reply');
    expect(named(runs, 'peer_not_therapist')?.fired).toBe(true);
    expect(decide(runs, undefined)).toMatchObject({ decision: 'reject', decidedBy: 'identifying_info', reason: IDENTIFYING_INFO_REASON });
  });

  it('holds a crisis instead of blocking it, even when another rule would block', () => {
    const runs = rulesOn('I want to end my life tonight. My number is 555-123-4567.', 'post');
    expect(named(runs, 'crisis')?.fired).toBe(true);
    expect(named(runs, 'identifying_info')?.fired).toBe(true);
    expect(decide(runs, undefined)).toMatchObject({ decision: 'hold', crisis: true, decidedBy: 'crisis' });
  });

  it('applies the context: a directive in a post is sharing, in a reply it is blocked', () => {
    const text = 'You need to leave him, I keep telling myself.';
    expect(named(rulesOn(text, 'post'), 'peer_not_therapist')?.fired).toBe(false);
    expect(named(rulesOn(text, 'reply'), 'peer_not_therapist')?.fired).toBe(true);
  });

  it('rejects a belittling reply with the reason for what it does, and reads a post as the writer\'s own story', () => {
    expect(decide(rulesOn("it's a splinter, you'll live", 'reply'), undefined)).toMatchObject({ decision: 'reject', decidedBy: 'belittling', reason: CONDESCENDING_REASON });
    expect(decide(rulesOn('let me get my tiny violin out', 'reply'), undefined)).toMatchObject({ decision: 'reject', decidedBy: 'belittling', reason: SARCASM_REASON });
    expect(decide(rulesOn('you made your bed. lie in it', 'reply'), undefined)).toMatchObject({ decision: 'reject', decidedBy: 'belittling', reason: JUDGMENT_REASON });
    expect(named(rulesOn('i know, i made my bed. shame on me. but its your fault too, mum', 'post'), 'belittling')?.fired).toBe(false);
  });

  it('keeps every score between 0 and 1', () => {
    const runs = rulesOn('kms kms. I want to die, I cut myself, I took all my pills, you clearly have bpd, stop taking your meds, call 555-123-4567, fuck you', 'reply');
    for (const { outcome } of runs) {
      expect(outcome.score).toBeGreaterThanOrEqual(0);
      expect(outcome.score).toBeLessThanOrEqual(1);
    }
  });

  it('is fast enough to run on every message', () => {
    const longReply = 'I hear you, and I have been there too. '.repeat(60);
    const started = performance.now();
    for (let i = 0; i < 50; i++) rulesOn(longReply, 'reply');
    expect((performance.now() - started) / 50).toBeLessThan(20);
  });
});
