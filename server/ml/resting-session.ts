/**
 * Something heavy kept open between tasks, released after a spell without work and opened again before
 * the next one: used for Whisper's encoder, whose onnxruntime arena (about 650 MB for whisper-base)
 * only comes back to the system when its session is released.
 */
export interface RestingSession {
  /** Before a task: waits for a release under way and opens again what was released. */
  beforeWork(): Promise<void>;
  /** After a task: the spell without work starts again. */
  afterWork(): void;
}

export function restAfter(restMs: number, session: { release(): Promise<void>; reopen(): Promise<void> }): RestingSession {
  let timer: NodeJS.Timeout | undefined;
  let releasing: Promise<void> | undefined;
  let released = false;
  return {
    async beforeWork() {
      clearTimeout(timer);
      await releasing;
      if (!released) return;
      await session.reopen();
      released = false;
    },
    afterWork() {
      clearTimeout(timer);
      if (restMs <= 0) return;
      timer = setTimeout(() => {
        releasing = session.release().then(
          () => {
            released = true;
          },
          // Not released: it stays open and in use.
          () => undefined,
        );
      }, restMs);
      timer.unref();
    },
  };
}
