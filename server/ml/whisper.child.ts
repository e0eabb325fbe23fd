/**
 * The Whisper process (child-process-pool.ts): Whisper's engine, answering one task at a time over IPC,
 * until the parent ends this process after its idle time.
 */
import { CHILD_DATA_ENV, type ChildReply } from './child-process-pool.js';
import { createWhisperEngine } from './whisper-engine.js';
import type { WhisperResult, WhisperTask, WhisperWarmUp, WhisperWorkerData } from './whisper-task.js';

const run = createWhisperEngine(JSON.parse(process.env[CHILD_DATA_ENV] ?? '{}') as WhisperWorkerData);

process.on('message', ({ task }: { task: WhisperTask }) => {
  run(task).then(
    (result) => process.send?.({ ok: true, result } satisfies ChildReply<WhisperResult | WhisperWarmUp>),
    (error: unknown) => process.send?.({ ok: false, error: (error as Error).message } satisfies ChildReply<never>),
  );
});
// The server went away (or closed the pool): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
