import { isErasedPersonal, isSealedPart, personalPartsOf, type SealedPart } from '@academy/domain';
import {
  type AppendManyResult,
  type AppendResult,
  type Checkpoint,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type ReadAllResult,
  type ReadFilter,
  type StoredEvent,
  type StreamAppend,
} from '../event-store/port.js';
import { open, seal } from './cipher.js';
import { type KeyStore } from './port.js';

/** The keys an appending process has made or read: a destroyed key is never handed out again here. */
const APPEND_CACHE_LIMIT = 10_000;

/**
 * The event store with every event's personal parts sealed on append (AES-256-GCM under the key
 * of the person each part is about) and opened on read. A part whose key was destroyed reads as
 * its erased value (`PersonalPart.erased`); a part still in clear (written before sealing) reads as is.
 * Reads load the keys of a whole batch in one query; appends keep the keys they used.
 */
export class SealingEventStore implements EventStore {
  private readonly appendKeys = new Map<string, Buffer | null>();
  readonly notifications?: () => number;
  /** The key store; a key destroyed through it is forgotten by this store's appends at once. */
  readonly keys: KeyStore;

  constructor(
    /** The store underneath, holding ciphertext: export-events and the relay read it. */
    readonly raw: EventStore,
    /** The key store's adapter, as given. */
    readonly keyAdapter: KeyStore,
  ) {
    const keys = keyAdapter;
    const forget = (subject: string) => this.appendKeys.delete(subject);
    this.keys = Object.assign(Object.create(keys) as KeyStore, {
      destroy: (subject: string, at: Date) => (forget(subject), keys.destroy(subject, at)),
    });
    const notifications = raw.notifications?.bind(raw);
    if (notifications) this.notifications = notifications;
  }

  /** `events` of `streamId` with every personal part still in clear sealed (their keys made when missing). */
  async sealAll<E extends Pick<EventToAppend, 'type' | 'data'>>(
    events: readonly E[],
    streamId: string,
  ): Promise<E[]> {
    const split = events.map((e) => ({ event: e, ...personalPartsOf({ ...e, streamId }) }));
    const missing = [
      ...new Set(
        split
          .flatMap((s) =>
            s.parts.filter((p) => !isSealedPart(p.value) && !isErasedPersonal(p.value)).map((p) => p.subject),
          )
          .filter((s) => !this.appendKeys.has(s)),
      ),
    ];
    if (missing.length > 0) {
      if (this.appendKeys.size > APPEND_CACHE_LIMIT) this.appendKeys.clear();
      for (const [subject, key] of await this.keys.ensureKeys(missing)) this.appendKeys.set(subject, key);
    }
    // Parts already sealed (an import of an export) are kept as they are: no key is made for them.
    return split.map(({ event, data, parts }) => {
      if (parts.length === 0) return event;
      for (const part of parts) {
        // Sealed already (an import of an export), or an erased value: nothing left to seal.
        if (isSealedPart(part.value) || isErasedPersonal(part.value)) continue;
        const key = this.appendKeys.get(part.subject);
        // A destroyed key: the member was erased, so what would be sealed is dropped.
        part.put(key ? seal(part.subject, key, part.value) : part.erased());
      }
      return { ...event, data };
    });
  }

  /**
   * Opens every sealed part of `events`, with one key read for them all (`keysOf`: the key store's,
   * unless the caller reads them its own way, in its transaction say).
   */
  async openAll<E extends Pick<StoredEvent, 'type' | 'streamId' | 'data'>>(
    events: E[],
    keysOf: KeyStore['keysOf'] = (subjects) => this.keys.keysOf(subjects),
  ): Promise<E[]> {
    const subjects = new Set<string>();
    const split = events.map((event) => {
      const sealed = personalPartsOf(event);
      for (const part of sealed.parts) if (isSealedPart(part.value)) subjects.add(part.value.s);
      return { event, ...sealed };
    });
    if (subjects.size === 0) return events;
    const keys = await keysOf([...subjects]);
    return split.map(({ event, data, parts }) => {
      if (!parts.some((p) => isSealedPart(p.value))) return event;
      for (const part of parts) {
        if (!isSealedPart(part.value)) continue;
        part.put(openPart(part.value, keys.get(part.value.s), part.erased));
      }
      return { ...event, data };
    });
  }

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult> {
    return this.raw.append(streamId, await this.sealAll(events, streamId), options);
  }

  async appendMany(streams: readonly StreamAppend[]): Promise<AppendManyResult> {
    const sealed = await Promise.all(
      streams.map(async (s) => ({ ...s, events: await this.sealAll(s.events, s.streamId) })),
    );
    return this.raw.appendMany(sealed);
  }

  async readStream(streamId: string, fromVersion?: number): Promise<StoredEvent[]> {
    return this.openAll(await this.raw.readStream(streamId, fromVersion));
  }

  streamVersion(streamId: string): Promise<number> {
    return this.raw.streamVersion(streamId);
  }

  /** With `only`, the events of other types are left out, never opened, whatever the store underneath answers. */
  async readAll(after: Checkpoint, limit: number, only?: ReadFilter): Promise<ReadAllResult> {
    const read = await this.raw.readAll(after, limit, only);
    const wanted = only ? read.events.filter((e) => only.types.includes(e.type)) : read.events;
    return { ...read, events: await this.openAll(wanted) };
  }

  head(): Promise<Checkpoint> {
    return this.raw.head();
  }

  checkpointAt(position: number): Promise<Checkpoint> {
    return this.raw.checkpointAt(position);
  }

  countAfter(after: Checkpoint, only?: ReadFilter): Promise<number> {
    return this.raw.countAfter(after, only);
  }

  waitForEvents(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    return this.raw.waitForEvents(timeoutMs, signal);
  }

  close(): Promise<void> {
    return this.raw.close();
  }
}

/** The erasure count behind `store` (a sealing store), for caches of opened events; undefined otherwise. */
export const erasuresOf = (store: EventStore): (() => Promise<number>) | undefined =>
  store instanceof SealingEventStore ? () => store.keys.erasures() : undefined;

/** A sealed part's value: opened with its key, or erased when the key is gone or does not open it. */
const openPart = (part: SealedPart, key: Buffer | null | undefined, erased: () => unknown): unknown => {
  if (!key) return erased();
  try {
    return open(part, key);
  } catch {
    return erased();
  }
};
