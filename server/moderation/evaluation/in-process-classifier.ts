import { loadKindnessModel, type Segment } from '../../../models/kindness-model.js';
import { embedTexts } from '../../../models/training/embed-corpus.js';
import type { KindnessClassifier } from '../../ml/kindness-classifier.js';
import { classifierSegments } from '../segments.js';

/**
 * The kindness classifier in this process, over embeddings computed in batches up front (and cached on
 * disk): the evaluation scores thousands of texts, which would take hours one request at a time.
 */
export async function createInProcessClassifier(modelsDir: string, texts: string[], log: (line: string) => void): Promise<KindnessClassifier> {
  const segments = texts.map(classifierSegments);
  const vectors = await embedTexts(segments.flat(), modelsDir, log);
  const byText = new Map<string, Segment[]>();
  let next = 0;
  texts.forEach((text, index) => {
    byText.set(text, segments[index]!.map((words, offset) => ({ words, embedding: vectors[next + offset]! })));
    next += segments[index]!.length;
  });
  const model = await loadKindnessModel({ modelsDir });
  return {
    warmUp: () => undefined,
    async score(text) {
      const parts = byText.get(text);
      if (!parts) throw new Error('text was not embedded up front');
      return { ...model.scoreMessage(parts), thresholds: { ...model.thresholds } };
    },
    close: async () => undefined,
  };
}
