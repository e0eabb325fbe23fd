import { describe, expect, it } from 'vitest';
import { runRuleChecks } from './index.js';

describe('runRuleChecks', () => {
  it('runs all three checks and blocks nothing in a kind reply', () => {
    const outcome = runRuleChecks('That sounds so hard. I went through something similar and you are not alone.', { context: 'reply' });
    expect(outcome.identifyingInfo).toMatchObject({ check: 'identifying_info', blocked: false });
    expect(outcome.peerNotTherapist).toMatchObject({ check: 'peer_not_therapist', blocked: false });
    expect(outcome.crisis).toMatchObject({ check: 'crisis', crisis: false });
    expect(outcome.blockedBy).toBeUndefined();
  });

  it('names identifying info first when two rules block', () => {
    const outcome = runRuleChecks('You clearly have BPD. Text me at 555-123-4567.', { context: 'reply' });
    expect(outcome.peerNotTherapist.blocked).toBe(true);
    expect(outcome.blockedBy).toBe(outcome.identifyingInfo);
    expect(outcome.blockedBy?.reason).toBe(
      "To protect everyone's anonymity, please don't share contact details or other identifying information.",
    );
  });

  it('marks a crisis without blocking it, even when another rule would block', () => {
    const outcome = runRuleChecks('I want to end my life tonight. My number is 555-123-4567.', { context: 'post' });
    expect(outcome.crisis.crisis).toBe(true);
    expect(outcome.crisis).not.toHaveProperty('blocked');
    expect(outcome.identifyingInfo.blocked).toBe(true);
  });

  it('applies the context: a directive in a post is sharing, in a reply it is blocked', () => {
    const text = 'You need to leave him, I keep telling myself.';
    expect(runRuleChecks(text, { context: 'post' }).peerNotTherapist.blocked).toBe(false);
    expect(runRuleChecks(text, { context: 'reply' }).peerNotTherapist.blocked).toBe(true);
  });

  it('scores stay between 0 and 1', () => {
    const outcome = runRuleChecks(
      'kms kms. I want to die, I cut myself, I took all my pills, you clearly have bpd, stop taking your meds, call 555-123-4567',
      { context: 'reply' },
    );
    for (const result of [outcome.identifyingInfo, outcome.peerNotTherapist, outcome.crisis]) {
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.score).toBeLessThanOrEqual(1);
    }
  });

  it('is fast enough to run on every message', () => {
    const longReply = 'I hear you, and I have been there too. '.repeat(60);
    const started = performance.now();
    for (let i = 0; i < 50; i++) runRuleChecks(longReply, { context: 'reply' });
    expect((performance.now() - started) / 50).toBeLessThan(20);
  });
});
