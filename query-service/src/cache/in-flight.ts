import { type CachedAnswer } from './answer-cache.js';

/**
 * Answers being read now, by key and positions: a request for the same answer at the same positions
 * waits for that read instead of sending the same SQL again (many connections asking the same
 * query at once, just after a read model moved).
 */
export class InFlight {
  private readonly reading = new Map<string, Promise<CachedAnswer | undefined>>();

  /** The read of this answer in progress, if any: it resolves with the answer, or nothing (not a 200). */
  get(key: string, positions: string): Promise<CachedAnswer | undefined> | undefined {
    return this.reading.get(`${positions} ${key}`);
  }

  /** Marks the answer as being read; the function returned hands it (or nothing) to those waiting. */
  start(key: string, positions: string): (answer?: CachedAnswer) => void {
    const name = `${positions} ${key}`;
    let settle: (answer?: CachedAnswer) => void = () => undefined;
    const read = new Promise<CachedAnswer | undefined>((resolve) => (settle = resolve));
    this.reading.set(name, read);
    return (answer) => {
      if (this.reading.get(name) === read) this.reading.delete(name);
      settle(answer);
    };
  }
}
