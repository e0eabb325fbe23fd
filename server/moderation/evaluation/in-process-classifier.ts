import { HEAD_NAMES, loadKindnessHead, type HeadName } from '../../../models/heads.js';
import { embedTexts } from '../../../models/training/embed-corpus.js';
import type { KindnessClassifier } from '../../ml/kindness-classifier.js';

/**
 * The kindness heads in this process, over embeddings computed in batches up front (and cached on disk):
 * the evaluation scores thousands of texts, which would take hours one request at a time.
 */
export async function createInProcessClassifier(modelsDir: string, texts: string[], log: (line: string) => void): Promise<KindnessClassifier> {
  const vectors = await embedTexts(texts, modelsDir, log);
  const byText = new Map(texts.map((text, index) => [text, vectors[index]!]));
  const heads = await Promise.all(HEAD_NAMES.map((name) => loadKindnessHead(name, { modelsDir })));
  const thresholds = Object.fromEntries(heads.map((head, index) => [HEAD_NAMES[index], head.thresholds]));
  return {
    warmUp: () => undefined,
    async score(text) {
      const vector = byText.get(text);
      if (!vector) throw new Error('text was not embedded up front');
      const scores = {} as Record<HeadName, number>;
      heads.forEach((head, index) => {
        scores[HEAD_NAMES[index] as HeadName] = head.score(vector);
      });
      return { scores, thresholds };
    },
    close: async () => undefined,
  };
}
