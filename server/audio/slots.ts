/** Thrown when every slot is taken and the waiting line is full: the caller answers "busy" (503). */
export class SlotsFullError extends Error {
  constructor() {
    super('every slot is taken and the waiting line is full');
  }
}

/**
 * At most `size` tasks at once, and at most `maxWaiting` more in line; past that a task is refused at
 * once, so a burst of work turns into a clear "busy" instead of an ever longer wait.
 */
export class Slots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly size: number,
    readonly maxWaiting: number,
  ) {}

  get inUse(): number {
    return this.running;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.size) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new SlotsFullError());
    // The slot is handed over directly by release(), so `running` never dips and lets a newcomer jump the line.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
