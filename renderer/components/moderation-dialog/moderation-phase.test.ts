import { describe, expect, it } from 'vitest';
import { anOutcome } from '../../test-support/messages.js';
import { DEFAULT_REJECTION_REASON, phaseForOutcome } from './moderation-phase.js';

describe('phaseForOutcome', () => {
  it('follows the status of an ordinary outcome', () => {
    expect(phaseForOutcome(anOutcome({ status: 'approved' }))).toEqual({ name: 'approved' });
    expect(phaseForOutcome(anOutcome({ status: 'pending' }))).toEqual({ name: 'still-checking' });
    expect(phaseForOutcome(anOutcome({ status: 'rejected', rejectionReason: 'Please keep it kind.' }))).toEqual({
      name: 'rejected',
      reason: 'Please keep it kind.',
    });
  });

  it('gives a rejection without a reason the default kindness message', () => {
    expect(phaseForOutcome(anOutcome({ status: 'rejected', rejectionReason: null }))).toEqual({
      name: 'rejected',
      reason: DEFAULT_REJECTION_REASON,
    });
    expect(phaseForOutcome(anOutcome({ status: 'rejected', rejectionReason: '  ' }))).toMatchObject({
      reason: DEFAULT_REJECTION_REASON,
    });
  });

  it.each(['pending', 'approved', 'rejected'] as const)('puts crisis support first, whatever the status (%s)', (status) => {
    expect(phaseForOutcome(anOutcome({ status, crisis: true, rejectionReason: 'x' }))).toEqual({ name: 'crisis' });
  });
});
