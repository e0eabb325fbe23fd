import type { FastifyBaseLogger } from 'fastify';
import type { ClassifierReading } from '../moderation/checks/check.js';
import { classifierSegments } from '../moderation/segments.js';
import type { KindnessResult, KindnessTask } from './kindness-task.js';
import { createModelPool } from './model-pool.js';
import type { ModelStatusBoard } from './model-status.js';
import { workerModuleUrl } from './worker-pool.js';

export const KINDNESS_MODEL = 'kindness';

/** The one place that knows how to reach the kindness models; the pipeline just asks for scores. */
export interface KindnessClassifier {
  /** Loads the models in the background; the server never waits for it. */
  warmUp(): void;
  score(text: string): Promise<ClassifierReading>;
  close(): Promise<void>;
}

export function createKindnessClassifier(options: {
  modelsDir: string;
  status: ModelStatusBoard;
  log: FastifyBaseLogger;
  threads?: number;
  maxQueue?: number;
  idleMs?: number;
}): KindnessClassifier {
  const pool = createModelPool<KindnessTask, KindnessResult>({
    statusName: KINDNESS_MODEL,
    poolName: 'kindness check',
    workerUrl: workerModuleUrl('kindness.worker', import.meta.url),
    workerData: { modelsDir: options.modelsDir },
    threads: options.threads ?? 1,
    maxQueue: options.maxQueue ?? 256,
    status: options.status,
    log: options.log,
    unavailableConsequence: 'messages will wait for a person',
    idleMs: options.idleMs,
  });

  return {
    warmUp: () => pool.warmUp({ kind: 'warm-up' }),
    async score(text) {
      const result = await pool.run({ kind: 'score', segments: [classifierSegments(text)] });
      const [reading] = result.readings;
      if (!reading) throw new Error('the kindness pool returned no reading');
      return reading;
    },
    close: () => pool.close(),
  };
}
