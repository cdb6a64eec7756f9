/**
 * An in-process cap on concurrent work: at most `max` holders at once and at most
 * `maxWaiting` callers queued behind them. Beyond that `acquire` refuses at once, so a burst
 * is turned away instead of piling up memory and sockets.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly max: number,
    readonly maxWaiting: number,
  ) {}

  /** Resolves to a release function once a slot is free; null at once when the queue is full. */
  acquire(): Promise<() => void> | null {
    if (this.active < this.max) {
      this.active += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.maxWaiting) return null;
    return new Promise((resolve) => this.waiting.push(() => resolve(this.releaser())));
  }

  /** Runs `work` in a slot; null (nothing run) when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<{ value: T } | null> {
    const slot = this.acquire();
    if (!slot) return null;
    const release = await slot;
    try {
      return { value: await work() };
    } finally {
      release();
    }
  }

  /** Releasing twice is harmless; a freed slot passes straight to the next waiter. */
  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    };
  }
}
