import {
  END,
  excludeSystemEvents,
  type AllStreamSubscription,
  type KurrentDBClient,
} from '@kurrent/kurrentdb-client';
import { Wakeup } from '../wakeup.js';

/**
 * Wakes readers when events were appended: in this process at once; from any process through a
 * live `$all` subscription (system events filtered out on the server), opened by the first wait.
 */
export class KurrentDbNewEventsSignal {
  private readonly wakeup = new Wakeup();
  private live: AllStreamSubscription | undefined;
  private closing = false;

  constructor(private readonly client: KurrentDBClient) {}

  /** After an append has been acknowledged. */
  appended(): void {
    this.wakeup.notify();
  }

  /** Resolves when new events may be readable, or after `timeoutMs`, or on abort. */
  async wait(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    if (!this.live && !this.closing) {
      const live = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
      live.on('data', () => this.wakeup.notify());
      live.on('error', () => {
        if (this.live === live) this.live = undefined; // the next wait subscribes again
        this.wakeup.notify();
      });
      this.live = live;
    }
    await this.wakeup.wait(timeoutMs, signal);
  }

  async close(): Promise<void> {
    this.closing = true;
    this.wakeup.notify();
    const live = this.live;
    this.live = undefined;
    await live?.unsubscribe().catch(() => undefined);
  }
}
