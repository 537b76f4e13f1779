import { START, type Checkpoint, type EventStore } from '../event-store/port.js';

/**
 * Which blobs the events of live subjects name, read from the event store (the write side, never a
 * projection that may lag). A blob key is a sha256 in hex, in clear wherever an event names one (a
 * profile image, a publication's PDF); a stream whose member was erased (`MemberErased`) names
 * nothing any more. The first question reads the whole store; each later one reads only what was
 * appended since, so `deleteUnlessReferenced`'s second question is cheap.
 */
export class BlobReferences {
  private checkpoint: Checkpoint;
  private readonly erased = new Set<string>();
  /** Per blob key asked about, the streams whose events name it. */
  private readonly named = new Map<string, Set<string>>();

  constructor(
    private readonly store: Pick<EventStore, 'readAll'>,
    keys: readonly string[],
    from: Checkpoint = START,
  ) {
    this.checkpoint = from;
    for (const key of keys) this.named.set(key, new Set());
  }

  /** Whether an event of a live subject names `key` (one of the keys given at construction). */
  async referenced(key: string): Promise<boolean> {
    await this.catchUp();
    const streams = this.named.get(key);
    if (!streams) throw new Error(`BlobReferences was not told about blob ${key}`);
    return [...streams].some((stream) => !this.erased.has(stream));
  }

  private async catchUp(): Promise<void> {
    for (;;) {
      const { events, checkpoint } = await this.store.readAll(this.checkpoint, 1_000);
      if (events.length === 0) return;
      for (const event of events) {
        if (event.type === 'MemberErased') this.erased.add(event.streamId);
        const data = JSON.stringify(event.data);
        for (const [key, streams] of this.named) if (data.includes(key)) streams.add(event.streamId);
      }
      this.checkpoint = checkpoint;
    }
  }
}
