import type { ClassifierReading } from '../moderation/checks/check.js';
import type { ModelStatus } from './model-status.js';

/** Each text arrives as its classifier segments: the whole text, then its passages when it is long. */
export type KindnessTask = { kind: 'warm-up' } | { kind: 'score'; segments: string[][] };

export interface KindnessResult {
  readings: ClassifierReading[];
}

/** Errors lose their class crossing the thread boundary, so warm-up reports its outcome as data. */
export type KindnessWarmUp = ModelStatus;
