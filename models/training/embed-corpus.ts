import path from 'node:path';
import { findModel } from '../manifest.js';
import { loadUseLite } from '../use-lite.js';
import { EmbeddingCache } from './embedding-cache.js';

/** Embeds every text with USE-Lite, reusing the cache in `<modelsDir>/embeddings/`. */
export async function embedTexts(texts: string[], modelsDir: string, log: (line: string) => void): Promise<Float32Array[]> {
  const embedder = await loadUseLite({ modelsDir });
  const modelJson = findModel('use-lite').files.find((file) => file.path === 'model.json')!;
  const cache = await EmbeddingCache.open(path.join(modelsDir, 'embeddings'), `use-lite-${modelJson.sha256.slice(0, 12)}`, embedder.dimensions);
  const unique = [...new Set(texts)];
  log(`embeddings: ${unique.length} distinct texts, ${cache.size} cached in ${path.join(modelsDir, 'embeddings')}`);
  const started = Date.now();
  let lastLog = 0;
  const vectors = await cache.embedAll(unique, embedder, (done, total) => {
    if (Date.now() - lastLog > 15_000 || done === total) {
      lastLog = Date.now();
      log(`embeddings: ${done}/${total} new texts embedded (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
  });
  const byText = new Map(unique.map((text, index) => [text, vectors[index]!]));
  return texts.map((text) => byText.get(text)!);
}
