import {
  partitionOfKey,
  reactToBatch,
  readRelayCheckpoint,
  saveRelayProgress,
  silentLogger,
  toMessage,
  type DeliveredBatch,
  type DeliveredMessage,
  type SqlClient,
  type StoredEvent,
} from '@academy/platform';
import { applyPartitionBatch, type AnyProjection } from '@academy/projections';
import { type MemoryEventStore } from './memory-store.js';

/** A consumer group: a projection's workers, or a process manager's. */
export type Group =
  | { name: string; projection: AnyProjection }
  | { name: string; react: (event: StoredEvent) => Promise<void> };

interface Consumer {
  positions: Map<number, number>;
  /** Batches fetched and not yet handled, by partition: they survive a rebalance (a stale owner). */
  pending: Map<number, DeliveredBatch>;
}

/**
 * The Kafka path in memory, one step at a time (nothing runs unless a step runs it): the relay
 * over the store, a partitioned topic, worker processes with a consumer in every group. The
 * stores, the relay's bookkeeping and the workers' batches are the real code; only the broker and
 * the scheduling are simulated.
 */
export class SimWorld {
  readonly partitions: DeliveredMessage[][];
  readonly alive: boolean[];
  private readonly consumers = new Map<string, Consumer>();
  private readonly committed = new Map<string, Map<number, number>>();

  constructor(
    readonly db: SqlClient,
    readonly store: MemoryEventStore,
    readonly groups: readonly Group[],
    partitionCount: number,
    processes: number,
  ) {
    this.partitions = Array.from({ length: partitionCount }, () => []);
    this.alive = Array.from({ length: processes }, () => true);
    for (const g of groups) this.committed.set(g.name, new Map());
  }

  private consumer(process: number, group: string): Consumer {
    const key = `${process}/${group}`;
    let c = this.consumers.get(key);
    if (!c) this.consumers.set(key, (c = { positions: new Map(), pending: new Map() }));
    return c;
  }

  /** The partitions a live process owns in every group: round robin over the live processes. */
  assigned(process: number): number[] {
    const live = this.alive.flatMap((a, i) => (a ? [i] : []));
    const index = live.indexOf(process);
    if (index < 0) return [];
    return this.partitions.map((_, p) => p).filter((p) => p % live.length === index);
  }

  /** The relay: the next `n` events after its checkpoint to their partitions; `crash`: before saving. */
  async relay(n: number, crash = false): Promise<number> {
    const from = await readRelayCheckpoint(this.db);
    const { events, checkpoint } = await this.store.readAll(from, n);
    if (events.length === 0) return 0;
    const touched = new Map<number, number>();
    for (const event of events) {
      const message = toMessage(event);
      const p = partitionOfKey(message.key, this.partitions.length);
      const log = this.partitions[p]!;
      log.push({ partition: p, offset: log.length, ...message });
      touched.set(p, log.length);
    }
    if (!crash)
      await saveRelayProgress(
        this.db,
        from,
        checkpoint,
        [...touched].map(([partition, nextOffset]) => ({ partition, nextOffset })),
      );
    return events.length;
  }

  /** Membership changes: every live consumer starts again from its group's committed offsets. */
  rebalance(): void {
    for (const [key, c] of this.consumers) if (this.alive[Number(key.split('/')[0])]) c.positions.clear();
  }

  /** A process dies: its positions and the batches in its hands are gone; the group rebalances. */
  kill(process: number): void {
    if (this.alive.filter(Boolean).length <= 1) return; // one stays, so the schedule can go on
    this.alive[process] = false;
    for (const g of this.groups) this.consumers.delete(`${process}/${g.name}`);
    this.rebalance();
  }

  restart(process: number): void {
    if (this.alive[process]) return;
    this.alive[process] = true;
    this.rebalance();
  }

  /** A consumer reads the next messages of one of its partitions into its hands. */
  fetch(process: number, group: Group, pick: number, max: number): boolean {
    const owned = this.assigned(process);
    if (owned.length === 0) return false;
    const p = owned[pick % owned.length]!;
    const c = this.consumer(process, group.name);
    if (c.pending.has(p)) return false;
    const from = c.positions.get(p) ?? this.committed.get(group.name)!.get(p) ?? 0;
    const messages = this.partitions[p]!.slice(from, from + max);
    if (messages.length === 0) return false;
    c.pending.set(p, { partition: p, messages });
    return true;
  }

  /** Reads a partition again from an earlier offset (a redelivery). */
  seekBack(process: number, group: Group, pick: number, to: number): void {
    const owned = this.assigned(process);
    if (owned.length === 0) return;
    const p = owned[pick % owned.length]!;
    const c = this.consumer(process, group.name);
    c.positions.set(p, Math.min(to, c.positions.get(p) ?? 0));
  }

  /**
   * Handles a batch in hand (even one fetched before a rebalance). `die`: the process dies in the
   * middle, after writing its rows and before the commit (the transaction goes, and so does it).
   */
  async handle(process: number, group: Group, pick: number, die = false): Promise<boolean> {
    const c = this.consumer(process, group.name);
    const batches = [...c.pending.values()];
    if (batches.length === 0 || !this.alive[process]) return false;
    const batch = batches[pick % batches.length]!;
    c.pending.delete(batch.partition);
    let next: number;
    if ('projection' in group) {
      const projection = die ? dying(group.projection) : group.projection;
      const applied = applyPartitionBatch(this.db, projection, batch, silentLogger);
      if (die) {
        await applied.catch(() => undefined);
        this.kill(process);
        return true;
      }
      next = await applied;
    } else {
      const messages = die ? batch.messages.slice(0, Math.ceil(batch.messages.length / 2)) : batch.messages;
      next = await reactToBatch({ ...batch, messages }, group.react, silentLogger, group.name);
      if (die) {
        this.kill(process);
        return true;
      }
    }
    c.positions.set(batch.partition, next);
    if (next === batch.messages.at(-1)!.offset + 1 && this.assigned(process).includes(batch.partition))
      this.committed.get(group.name)!.set(batch.partition, next);
    return true;
  }
}

/** The projection with a process that dies inside its transaction, after its rows. */
const dying = (projection: AnyProjection): AnyProjection => ({
  ...projection,
  async apply(tx, events, table, logger) {
    await projection.apply(tx, events, table, logger);
    throw new Error('the worker died between its rows and its offset');
  },
});
