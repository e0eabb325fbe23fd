/** A "model" for the pool's own tests: one file read once per thread, like real weights; gone file, failed task. */
import fs from 'node:fs/promises';
import { threadId, workerData } from 'node:worker_threads';
import { loadOnce, warmUpStatus } from '../worker-support.js';

const load = loadOnce(() => fs.readFile((workerData as { file: string }).file, 'utf8'));

export default async function run(task: { kind: 'warm-up' } | { kind: 'read' }) {
  if (task.kind === 'warm-up') return warmUpStatus(load);
  return { text: await load(), threadId };
}
