import type { Moderator, Verdict } from './verdict.js';

const WAITING_FOR_MODELS = 'The kindness check is not set up yet, so this is waiting for a person to review it.';

/** Placeholder until the pipeline lands: with no check available, nothing is auto-approved. */
export function createKindnessCheck(): Moderator {
  return {
    async moderate(): Promise<Verdict> {
      return { decision: 'hold', reason: WAITING_FOR_MODELS, crisis: false, scores: {}, modelVersions: {} };
    },
  };
}
