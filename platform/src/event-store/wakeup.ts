/** Lets waiters sleep until something happened, or a timeout, or an abort. */
export class Wakeup {
  private waiters = new Set<() => void>();
  private notified = 0;

  /** How many times it was notified: grows with every `notify()`, waiters or not. */
  get notifications(): number {
    return this.notified;
  }

  notify(): void {
    this.notified++;
    const waiters = this.waiters;
    this.waiters = new Set();
    for (const wake of waiters) wake();
  }

  wait(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      signal?.addEventListener('abort', done, { once: true });
      this.waiters.add(done);
    });
  }
}
