import { catchUp } from '../event-store/catch-up.js';
import { type Checkpoint, type EventStore } from '../event-store/port.js';
import { Wakeup } from '../event-store/wakeup.js';
import { type Logger } from '../logging/logger.js';
import { type SqlClient } from '../sql/sql-client.js';
import { type DeliveryHealth } from './delivery-health.js';
import { toMessage } from './event-envelope.js';
import { type DeliveryProducer } from './port.js';
import { purgeRelayOffsetLog, readRelayCheckpoint, saveRelayProgress } from './relay-state.js';

export interface RelayOptions {
  batchSize: number;
  logger: Logger;
  /** How long `relay_offset_log` rows are kept (beyond the few every reader needs): a day by default. */
  offsetLogRetentionMs?: number;
  /** Told whether the relay reaches the broker (part `relay`): readiness and the metrics read it. */
  health?: DeliveryHealth;
}

const HOUR_MS = 3_600_000;

/**
 * The relay (`APP_ROLE=relay`): reads the store in delivery order (the store's one catch-up loop)
 * and produces each event to the topic, keyed by stream id; its checkpoint moves only after the
 * broker acknowledged the batch. A crash between the two sends the batch again: at least once,
 * and the workers' per-stream version checks make the copies no-ops. Run one (a second one only
 * wastes work: the checkpoint is compare-and-set, and copies are harmless).
 */
export class Relay {
  /** Notified after every batch the broker acknowledged (tests and health). */
  readonly relayed = new Wakeup();
  private readonly abort = new AbortController();
  private loop: Promise<void> | undefined;
  private caughtUp = false;
  private purgedAt = 0;

  constructor(
    private readonly db: SqlClient,
    private readonly store: EventStore,
    private readonly producer: DeliveryProducer,
    private readonly options: RelayOptions,
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  /** True once the relay has once found nothing more to produce. */
  get isCaughtUp(): boolean {
    return this.caughtUp;
  }

  /** Stops after the batch in hand; the producer is closed. */
  async stop(): Promise<void> {
    this.abort.abort();
    await this.loop;
    await this.producer.close();
  }

  /** At most once an hour: the offset log loses the rows older than the retention that nothing needs. */
  private async purgeHourly(): Promise<void> {
    const now = Date.now();
    if (now - this.purgedAt < HOUR_MS) return;
    this.purgedAt = now;
    const retention = this.options.offsetLogRetentionMs ?? 24 * HOUR_MS;
    const purged = await purgeRelayOffsetLog(this.db, new Date(now - retention));
    if (purged > 0) this.options.logger.info('relay: purged the offset log', { rows: purged });
  }

  /** The catch-up loop, restarted from the stored checkpoint after a failure, with a growing pause. */
  private async run(): Promise<void> {
    const { logger, batchSize } = this.options;
    const signal = this.abort.signal;
    let checkpoint: Checkpoint | undefined;
    let failures = 0;
    while (!signal.aborted) {
      try {
        await catchUp(
          this.store,
          {
            checkpoint: async () => (checkpoint ??= await readRelayCheckpoint(this.db)),
            handle: async (events, next) => {
              const from = checkpoint!;
              const partitions = await this.producer.send(events.map(toMessage)); // resolves on acks: all
              const saved = await saveRelayProgress(this.db, from, next, partitions);
              checkpoint = saved ? next : undefined; // another relay moved it: read it again
              failures = 0;
              this.options.health?.up('relay');
              await this.purgeHourly();
              this.relayed.notify();
            },
            caughtUp: () => {
              this.caughtUp = true;
              this.options.health?.up('relay'); // nothing left to send
            },
          },
          { batchSize, signal },
        );
      } catch (error) {
        if (signal.aborted) break;
        failures++;
        checkpoint = undefined; // the broker or the database failed: resume from the stored checkpoint
        const message = error instanceof Error ? error.message : String(error);
        this.options.health?.down('relay', message);
        logger.error('relay batch failed; retrying', { error: message, failures });
        await new Wakeup().wait(Math.min(5000, 100 * 2 ** Math.min(failures, 6)), signal);
      }
    }
  }
}
