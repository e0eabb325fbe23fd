/**
 * Worker entry for a thread pool (e.g. piscina `filename`): embeds texts with this thread's USE-Lite,
 * loaded once per thread. Returns plain Float32Arrays, which structured clone copies cheaply.
 */
import { loadUseLite } from './use-lite.js';

export default async function embedTask(texts: string[]): Promise<Float32Array[]> {
  const embedder = await loadUseLite();
  return embedder.embed(texts);
}
