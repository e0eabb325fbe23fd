import { vi } from 'vitest';

interface FakeRecorderOptions {
  /** Types MediaRecorder.isTypeSupported says yes to. */
  supportedTypes?: string[];
  /** What the browser records when no type is asked for (Safari: audio/mp4). */
  browserDefaultType?: string;
}

/**
 * Replaces MediaRecorder for one test (setup.ts unstubs globals after each). Like the real one, stop()
 * hands over the data and then fires "stop" asynchronously.
 */
export function stubMediaRecorder({ supportedTypes = ['audio/webm;codecs=opus'], browserDefaultType = 'audio/webm' }: FakeRecorderOptions = {}) {
  const recorders: FakeMediaRecorder[] = [];

  class FakeMediaRecorder extends EventTarget {
    static isTypeSupported = vi.fn((type: string) => supportedTypes.includes(type));
    state: RecordingState = 'inactive';
    readonly mimeType: string;

    constructor(
      readonly stream: unknown,
      readonly options?: MediaRecorderOptions,
    ) {
      super();
      this.mimeType = options?.mimeType ?? browserDefaultType;
      recorders.push(this);
    }

    start() {
      this.state = 'recording';
    }

    pause() {
      this.state = 'paused';
    }

    resume() {
      this.state = 'recording';
    }

    stop() {
      if (this.state === 'inactive') return;
      this.state = 'inactive';
      queueMicrotask(() => {
        const data = new Blob(['fake recorded audio'], { type: this.mimeType });
        this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }));
        this.dispatchEvent(new Event('stop'));
      });
    }
  }

  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  return { recorders, isTypeSupported: FakeMediaRecorder.isTypeSupported };
}
