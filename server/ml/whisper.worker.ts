/**
 * Whisper on a worker thread, for hosts that cannot start a process of their own: the desktop app's
 * packaged Electron, whose fuses (rightly) refuse to run as plain Node, so a forked child would not start.
 */
import { workerData } from 'node:worker_threads';
import { createWhisperEngine } from './whisper-engine.js';
import type { WhisperWorkerData } from './whisper-task.js';

export default createWhisperEngine(workerData as WhisperWorkerData);
