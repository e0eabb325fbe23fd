/**
 * Worker thread of the kindness pool: USE-Lite and Kindred's heads, loaded once per thread from
 * sha256-verified files and kept for the life of the server.
 */
import { workerData } from 'node:worker_threads';
import { HEAD_NAMES, loadKindnessHead, type HeadName, type KindnessHead } from '../../models/heads.js';
import { loadUseLite, type SentenceEmbedder } from '../../models/use-lite.js';
import type { KindnessResult, KindnessTask, KindnessWarmUp } from './kindness-task.js';
import { loadOnce, warmUpStatus } from './worker-support.js';

interface Loaded {
  embedder: SentenceEmbedder;
  heads: KindnessHead[];
}

const { modelsDir } = workerData as { modelsDir: string };

const load = loadOnce(async (): Promise<Loaded> => {
  const [embedder, ...heads] = await Promise.all([
    loadUseLite({ modelsDir }),
    ...HEAD_NAMES.map((name) => loadKindnessHead(name, { modelsDir })),
  ]);
  return { embedder: embedder as SentenceEmbedder, heads: heads as KindnessHead[] };
});

function warmUp(): Promise<KindnessWarmUp> {
  return warmUpStatus(async () => {
    const { embedder } = await load();
    await embedder.embed(['Warming up the kindness check.']);
  });
}

export default async function run(task: KindnessTask): Promise<KindnessResult | KindnessWarmUp> {
  if (task.kind === 'warm-up') return warmUp();
  const { embedder, heads } = await load();
  const vectors = await embedder.embed(task.texts);
  const scores = vectors.map((vector) => {
    const byHead = {} as Record<HeadName, number>;
    heads.forEach((head, index) => {
      byHead[HEAD_NAMES[index] as HeadName] = head.score(vector);
    });
    return byHead;
  });
  return { scores, thresholds: Object.fromEntries(heads.map((head, index) => [HEAD_NAMES[index], head.thresholds])) };
}
