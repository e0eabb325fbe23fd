/**
 * Worker thread of the kindness pool: USE-Lite and Kindred's kindness classifier, loaded once per thread
 * from sha256-verified files and kept for the life of the server.
 */
import { workerData } from 'node:worker_threads';
import { loadKindnessModel, type KindnessModel } from '../../models/kindness-model.js';
import { loadUseLite, type SentenceEmbedder } from '../../models/use-lite.js';
import type { KindnessResult, KindnessTask, KindnessWarmUp } from './kindness-task.js';
import { loadOnce, warmUpStatus } from './worker-support.js';

interface Loaded {
  embedder: SentenceEmbedder;
  model: KindnessModel;
}

const { modelsDir } = workerData as { modelsDir: string };

const load = loadOnce(async (): Promise<Loaded> => {
  const [embedder, model] = await Promise.all([loadUseLite({ modelsDir }), loadKindnessModel({ modelsDir })]);
  return { embedder, model };
});

function warmUp(): Promise<KindnessWarmUp> {
  return warmUpStatus(async () => {
    const { embedder } = await load();
    await embedder.embed(['Warming up the kindness check.']);
  });
}

export default async function run(task: KindnessTask): Promise<KindnessResult | KindnessWarmUp> {
  if (task.kind === 'warm-up') return warmUp();
  const { embedder, model } = await load();
  // One batch for every segment of every text: batches cost about half as much per text.
  const vectors = await embedder.embed(task.segments.flat());
  let next = 0;
  const readings = task.segments.map((segments) => {
    const parts = segments.map((words, index) => ({ words, embedding: vectors[next + index]! }));
    next += segments.length;
    return { ...model.scoreMessage(parts), thresholds: { ...model.thresholds } };
  });
  return { readings };
}
