import type { Moderator, Verdict } from '../moderation/verdict.js';

/**
 * A stand-in for the kindness check in tests of the flow around it (queue, wait, feed): it decides by a
 * marker word in the text. The real pipeline has its own tests on the real models.
 */
export function scriptedModerator(options: { delayMs?: number } = {}): Moderator & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async moderate(text: string): Promise<Verdict> {
      calls.push(text);
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      const base = { scores: { scripted: 1 }, modelVersions: { scripted: 'test' }, decidedBy: 'scripted' };
      if (text.includes('UNKIND')) return { ...base, decision: 'reject', reason: 'Please keep it kind.', crisis: false };
      if (text.includes('CRISIS')) return { ...base, decision: 'hold', reason: 'crisis signals', crisis: true };
      if (text.includes('BROKEN')) throw new Error('model exploded');
      return { ...base, decision: 'approve', reason: null, crisis: false };
    },
  };
}
