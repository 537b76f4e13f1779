import { Wakeup } from '../event-store/wakeup.js';
import {
  type BatchHandler,
  type DeliveredMessage,
  type DeliveryBroker,
  type DeliveryConsumer,
  type DeliveryProducer,
  type OutgoingMessage,
  type PartitionProgress,
} from './port.js';

/** FNV-1a: a stable key → partition map (Kafka uses murmur2; any stable hash keeps a key's order). */
export const partitionOfKey = (key: string, partitions: number): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return hash % partitions;
};

interface Group {
  members: InMemoryConsumer[];
  generation: number;
  committed: Map<number, number>;
}

/**
 * A broker in memory with the semantics the relay and the workers rely on: partitions keyed by
 * stream id, consumer groups that share partitions out and hand them over when a member leaves or
 * crashes, committed offsets per group, seeks. For unit tests; it can also fail sends on demand.
 */
export class InMemoryBroker implements DeliveryBroker {
  readonly log: DeliveredMessage[][];
  readonly arrived = new Wakeup();
  private readonly groups = new Map<string, Group>();
  /** Sends that fail (before anything is written) while this is above zero. */
  failSends = 0;

  constructor(readonly partitions = 4) {
    this.log = Array.from({ length: partitions }, () => []);
  }

  ensureTopic(): Promise<void> {
    return Promise.resolve();
  }

  producer(): DeliveryProducer {
    return {
      send: (messages) => this.append(messages),
      close: () => Promise.resolve(),
    };
  }

  consumer(groupId: string, options: { maxBatch?: number } = {}): InMemoryConsumer {
    return new InMemoryConsumer(this, groupId, options.maxBatch ?? 100);
  }

  /** Offsets the group committed (the hint a new member starts from). */
  committed(groupId: string): Map<number, number> {
    return new Map(this.group(groupId).committed);
  }

  private async append(messages: readonly OutgoingMessage[]): Promise<PartitionProgress[]> {
    await Promise.resolve(); // like a network call: never synchronous
    if (this.failSends > 0) {
      this.failSends--;
      throw new Error('broker unavailable (in-memory failure)');
    }
    const touched = new Map<number, number>();
    for (const message of messages) {
      const partition = partitionOfKey(message.key, this.partitions);
      const log = this.log[partition]!;
      log.push({ partition, offset: log.length, key: message.key, value: message.value });
      touched.set(partition, log.length);
    }
    this.arrived.notify();
    return [...touched].map(([partition, nextOffset]) => ({ partition, nextOffset }));
  }

  /** @internal */
  group(groupId: string): Group {
    let group = this.groups.get(groupId);
    if (!group) this.groups.set(groupId, (group = { members: [], generation: 0, committed: new Map() }));
    return group;
  }

  /** @internal Partitions of a member: round robin over the members in join order. */
  assignment(groupId: string, member: InMemoryConsumer): number[] {
    const { members } = this.group(groupId);
    const index = members.indexOf(member);
    if (index < 0) return [];
    return Array.from({ length: this.partitions }, (_, p) => p).filter((p) => p % members.length === index);
  }

  /** @internal */
  rebalance(groupId: string, change: (members: InMemoryConsumer[]) => InMemoryConsumer[]): void {
    const group = this.group(groupId);
    group.members = change(group.members);
    group.generation++;
    this.arrived.notify();
  }
}

/** A member of a consumer group on the in-memory broker. */
export class InMemoryConsumer implements DeliveryConsumer {
  private readonly positions = new Map<number, number>();
  private generation = -1;
  private running: Promise<void> | undefined;
  private stopping = false;
  private crashed = false;

  constructor(
    private readonly broker: InMemoryBroker,
    private readonly groupId: string,
    private readonly maxBatch: number,
  ) {}

  start(handler: BatchHandler): Promise<void> {
    this.broker.rebalance(this.groupId, (members) => [...members, this]);
    this.running = this.loop(handler);
    return Promise.resolve();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.broker.arrived.notify();
    await this.running;
  }

  /** The process dies: the batch in hand is neither committed nor remembered; the group moves on. */
  crash(): void {
    this.crashed = true;
    this.broker.arrived.notify();
  }

  private async loop(handler: BatchHandler): Promise<void> {
    const group = this.broker.group(this.groupId);
    try {
      while (!this.stopping && !this.crashed) {
        if (this.generation !== group.generation) {
          this.generation = group.generation; // reassigned: start again from the committed offsets
          this.positions.clear();
        }
        let handled = false;
        for (const partition of this.broker.assignment(this.groupId, this)) {
          const from = this.positions.get(partition) ?? group.committed.get(partition) ?? 0;
          const messages = this.broker.log[partition]!.slice(from, from + this.maxBatch);
          if (messages.length === 0) continue;
          handled = true;
          const next = await handler({ partition, messages }).catch(async () => {
            await new Promise((resolve) => setTimeout(resolve, 10));
            return from; // failed: read it again
          });
          if (this.crashed || this.generation !== group.generation) break;
          this.positions.set(partition, next);
          if (next === messages.at(-1)!.offset + 1) group.committed.set(partition, next);
        }
        if (!handled) await this.broker.arrived.wait(20);
      }
    } finally {
      this.broker.rebalance(this.groupId, (members) => members.filter((m) => m !== this));
    }
  }
}
