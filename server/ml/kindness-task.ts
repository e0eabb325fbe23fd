import type { HeadName } from '../../models/heads.js';
import type { ModelStatus } from './model-status.js';

export type KindnessTask = { kind: 'warm-up' } | { kind: 'score'; texts: string[] };

export interface KindnessResult {
  /** One record per text: each head's probability of its positive label. */
  scores: Record<HeadName, number>[];
  /** The thresholds each head was shipped with, e.g. { insult: { block: 0.6, review: 0.4 } }. */
  thresholds: Record<string, Readonly<Record<string, number>>>;
}

/** Errors lose their class crossing the thread boundary, so warm-up reports its outcome as data. */
export type KindnessWarmUp = ModelStatus;
