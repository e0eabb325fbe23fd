/** A model process for the child pool's own test: reports where it runs, or dies the way a native crash ends a process. */
import os from 'node:os';
import type { ChildReply } from '../child-process-pool.js';

process.on('message', ({ task }: { task: { crash: boolean; samples: Float32Array } }) => {
  if (task.crash) process.abort();
  const sum = task.samples.reduce((total, value) => total + value, 0);
  process.send?.({ ok: true, result: { pid: process.pid, priority: os.getPriority(), sum, marker: process.env.KINDRED_ECHO_MARKER } } satisfies ChildReply<unknown>);
});
process.on('disconnect', () => process.exit(0));
