import type { Transcriber } from '../../ml/whisper-transcriber.js';

/**
 * A transcriber that answers only when the test says so, to hold a recording in `transcribing` past the
 * wait, across a restart or an account deletion. Closing refuses what is still waiting, as Whisper's pool does.
 */
export function heldTranscriber(): Transcriber & { readonly waiting: number; release(text: string): void } {
  const waiting: { resolve: (text: string) => void; reject: (error: Error) => void }[] = [];
  return {
    warmUp: () => undefined,
  prepare: () => undefined,
    busy: false,
    transcribe: () => new Promise<string>((resolve, reject) => waiting.push({ resolve, reject })),
    get waiting() {
      return waiting.length;
    },
    release(text) {
      for (const call of waiting.splice(0)) call.resolve(text);
    },
    async close() {
      for (const call of waiting.splice(0)) call.reject(new Error('the speech-to-text pool closed'));
    },
  };
}
