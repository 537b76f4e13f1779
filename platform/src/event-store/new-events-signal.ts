import { type SqlClient } from '../sql/sql-client.js';
import { EVENTS_CHANNEL } from './schema.js';
import { Wakeup } from './wakeup.js';

/** Other processes hear of new events at most this much later (they also poll every second). */
const NOTIFY_GAP_MS = 5;

/**
 * Wakes readers when events were appended: in this process at once; on a PostgreSQL server, other
 * processes too, through LISTEN/NOTIFY on `academy_events`.
 */
export class NewEventsSignal {
  private readonly wakeup = new Wakeup();
  private unlisten: (() => Promise<void>) | undefined;
  private listening: Promise<void> | undefined;
  private notifying: Promise<void> | undefined;
  private notifyPending = false;
  private lastNotifyAt = 0;
  private closing = false;

  constructor(private readonly db: SqlClient) {}

  /** Grows whenever new events may have become readable (an append here, a NOTIFY from elsewhere). */
  get notifications(): number {
    return this.wakeup.notifications;
  }

  /** After an append has committed. */
  appended(): void {
    this.wakeup.notify();
    if (this.db.kind === 'postgres') this.notifyOtherProcesses();
  }

  /** Resolves when new events may be readable, or after `timeoutMs`, or on abort. */
  async wait(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    if (this.db.kind === 'postgres') await this.listenForOtherProcesses();
    await this.wakeup.wait(timeoutMs, signal);
  }

  /**
   * NOTIFY after the commit, not inside it: a NOTIFY in the appending transaction takes a lock
   * that serialises every commit. And at most one per NOTIFY_GAP_MS: each is a transaction of its
   * own. An append always has a NOTIFY that starts after its commit, at most that much later.
   */
  private notifyOtherProcesses(): void {
    this.notifyPending = true;
    if (this.notifying || this.closing) return;
    this.notifying = (async () => {
      while (this.notifyPending && !this.closing) {
        const wait = this.lastNotifyAt + NOTIFY_GAP_MS - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        this.notifyPending = false;
        this.lastNotifyAt = Date.now();
        // A listener that misses it polls within a second.
        await this.db.query(`select pg_notify('${EVENTS_CHANNEL}', '')`).catch(() => undefined);
      }
      this.notifying = undefined;
    })();
  }

  private listenForOtherProcesses(): Promise<void> {
    this.listening ??= this.db
      .listen(EVENTS_CHANNEL, () => this.wakeup.notify())
      .then(
        (unlisten) => {
          this.unlisten = unlisten;
        },
        (error: unknown) => {
          this.listening = undefined; // the database was down: the next wait listens again
          throw error;
        },
      );
    return this.listening;
  }

  async close(): Promise<void> {
    this.closing = true;
    this.wakeup.notify();
    await this.notifying;
    await this.listening?.catch(() => undefined);
    await this.unlisten?.();
  }
}
