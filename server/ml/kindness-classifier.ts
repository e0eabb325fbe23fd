import type { FastifyBaseLogger } from 'fastify';
import type { KindnessResult, KindnessTask, KindnessWarmUp } from './kindness-task.js';
import type { ModelStatusBoard } from './model-status.js';
import { createWorkerPool, type WorkerPool } from './worker-pool.js';

export const KINDNESS_MODEL = 'kindness';

export interface TextScores {
  scores: KindnessResult['scores'][number];
  thresholds: KindnessResult['thresholds'];
}

/** The one place that knows how to reach the kindness models; the pipeline just asks for scores. */
export interface KindnessClassifier {
  /** Loads the models in the background; the server never waits for it. */
  warmUp(): void;
  score(text: string): Promise<TextScores>;
  close(): Promise<void>;
}

export function createKindnessClassifier(options: {
  modelsDir: string;
  status: ModelStatusBoard;
  log: FastifyBaseLogger;
  threads?: number;
  maxQueue?: number;
}): KindnessClassifier {
  let pool: WorkerPool<KindnessTask, KindnessResult | KindnessWarmUp> | undefined;
  // The pool starts with the first warm-up or score, so a server that never moderates never loads a model.
  const getPool = () =>
    (pool ??= createWorkerPool({
      name: 'kindness check',
      workerUrl: new URL(`./kindness.worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url),
      threads: options.threads ?? 1,
      maxQueue: options.maxQueue ?? 256,
      workerData: { modelsDir: options.modelsDir },
    }));
  const setStatus = (status: KindnessWarmUp) => options.status.set(KINDNESS_MODEL, status);
  setStatus({ state: 'missing', detail: 'not loaded yet' });

  return {
    warmUp() {
      setStatus({ state: 'loading' });
      getPool()
        .run({ kind: 'warm-up' })
        .then(
          (result) => {
            const status = result as KindnessWarmUp;
            setStatus(status);
            if (status.state !== 'ready') options.log.warn({ status }, 'kindness models not available: messages will wait for a person');
          },
          (error: unknown) => setStatus({ state: 'failed', detail: (error as Error).message }),
        );
    },
    async score(text) {
      try {
        const result = (await getPool().run({ kind: 'score', texts: [text] })) as KindnessResult;
        setStatus({ state: 'ready' });
        const [scores] = result.scores;
        if (!scores) throw new Error('the kindness pool returned no scores');
        return { scores, thresholds: result.thresholds };
      } catch (error) {
        setStatus({ state: 'failed', detail: (error as Error).message });
        throw error;
      }
    },
    close: async () => pool?.close(),
  };
}
