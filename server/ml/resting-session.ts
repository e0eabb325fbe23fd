/**
 * Something heavy kept open between tasks, released after a spell without work and opened again before
 * the next one: used for Whisper's two onnxruntime sessions, whose CPU arenas (most of whisper-base's
 * resident memory) only come back to the system when the sessions are released.
 */
export interface RestingSession {
  /** Before a task: waits for a release under way and opens again what was released; true when it did. */
  beforeWork(): Promise<boolean>;
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
      if (!released) return false;
      await session.reopen();
      released = false;
      return true;
    },
    afterWork() {
      clearTimeout(timer);
      if (restMs <= 0) return;
      timer = setTimeout(() => {
        // Opened again before the next task even when the release failed: it may have released a part
        // (one session of two), and nothing may run on a released session.
        releasing = session
          .release()
          .catch(() => undefined)
          .then(() => {
            released = true;
          });
      }, restMs);
      timer.unref();
    },
  };
}
