import {
  ADMINS_STREAM,
  auditStateAt,
  foldAuditStream,
  newestFirst,
  publicationStreamId,
  userStreamId,
  type AuditEntry,
  type AuditState,
  type AuditSubjectKind,
  type FoldedAuditStream,
  type RecordedEvent,
  type TierNamer,
} from '@academy/domain';
import { erasuresOf, shipmentIdOf, type EventStore } from '@academy/platform';

/** One part of a subject's history: its own stream(s) folded together, or a related stream (an order, a shipment). */
interface Part {
  /** The versions it was read at, e.g. `user-…@12|admins@3`. */
  versions: Map<string, number>;
  events: RecordedEvent[];
  folded: FoldedAuditStream;
  /** Streams its events name (a user's orders and shipments), gathered as events are read. */
  related: Set<string>;
  /** Its entries newest first and its event types with counts, made once per version read. */
  newest?: AuditEntry[];
  types?: Map<string, number>;
}

export interface AuditSubject {
  kind: AuditSubjectKind;
  id: string;
  /** The subject's own state, now. */
  state: AuditState;
  /** Every entry of the subject's streams, newest first. */
  entries: AuditEntry[];
  /** Each event type in them, with how many. */
  types: Map<string, number>;
  /** Its own events and each related stream's, oldest first, for time travel. */
  parts: { streamId: string; events: RecordedEvent[] }[];
}

const MAX_CACHED = 500;

/** Streams a user's events name: their orders and shipments. */
const relatedStreamsOf = (events: readonly RecordedEvent[]): string[] => {
  const found = new Set<string>();
  for (const event of events) {
    const data = (event.data ?? {}) as Record<string, unknown>;
    if (typeof data.orderID === 'string') found.add(`order-${data.orderID}`);
    if (typeof data.shipmentID === 'string') found.add(`shipment-${data.shipmentID}`);
    // A membership with a token asked for a shipment whose id derives from the activation.
    if (event.type === 'MembershipActivated' && data.token === true)
      found.add(`shipment-${shipmentIdOf(event.eventId)}`);
  }
  return [...found];
};

const aboutUser = (userID: string) => (event: RecordedEvent) =>
  (event.data as { userID?: unknown } | null)?.userID === userID;

/** A user's own streams: theirs, and the admin grants and revocations about them. */
const userSources = (userID: string) => [
  { streamId: userStreamId(userID) },
  { streamId: ADMINS_STREAM, keep: aboutUser(userID) },
];

/** A user subject's entries merged with their related streams', newest first, kept while no stream moved. */
interface Merged {
  signature: string;
  entries: AuditEntry[];
  types: Map<string, number>;
}

/**
 * Reads the audited streams directly from the event store (ARCHITECTURE.md: the audit reads
 * streams, never a projection), folded and kept by stream version: a request asks each
 * stream's version and reads only the events recorded since.
 */
export class AuditReader {
  private readonly parts = new Map<string, Part>();
  private readonly mergedBySubject = new Map<string, Merged>();
  private readonly erasures: (() => Promise<number>) | undefined;
  private erasuresSeen = 0;

  /** `tierName`: the catalogue's names for the tiers the labels mention (configuration, so safe to cache). */
  constructor(
    private readonly store: EventStore,
    private readonly tierName?: TierNamer,
  ) {
    this.erasures = erasuresOf(store);
  }

  /** A member erased since the cache was filled: every part read again (their values now read as erased). */
  private async dropStaleParts(): Promise<void> {
    const erasures = (await this.erasures?.()) ?? 0;
    if (erasures === this.erasuresSeen) return;
    this.parts.clear();
    this.mergedBySubject.clear();
    this.erasuresSeen = erasures;
  }

  /** The user's or publication's history, or null when the subject has no events. */
  async subject(kind: AuditSubjectKind, id: string): Promise<AuditSubject | null> {
    const own =
      kind === 'user'
        ? await this.part(`user:${id}`, userSources(id))
        : await this.part(`publication:${id}`, [{ streamId: publicationStreamId(Number(id)) }]);
    const ownStream = kind === 'user' ? userStreamId(id) : publicationStreamId(Number(id));
    if ((own.versions.get(ownStream) ?? 0) === 0) return null;
    const related =
      kind === 'user' ? await Promise.all([...own.related].map((s) => this.part(s, [{ streamId: s }]))) : [];
    const { entries, types } =
      related.length === 0 ? { entries: newestOf(own), types: typesOf(own) } : this.merged(id, own, related);
    return {
      kind,
      id,
      state: own.folded.state,
      entries,
      types,
      parts: [
        { streamId: ownStream, events: own.events },
        ...related.map((p) => ({ streamId: p.events[0]?.streamId ?? '', events: p.events })),
      ],
    };
  }

  /** The subject's entries and its related streams', merged newest first: sorted again only when a stream moved. */
  private merged(id: string, own: Part, related: readonly Part[]): Merged {
    const signature = [own, ...related]
      .flatMap((p) => [...p.versions].map(([stream, version]) => `${stream}@${version}`))
      .join('|');
    const cached = this.mergedBySubject.get(id);
    if (cached?.signature === signature) return cached;
    const entries = [...own.folded.entries, ...related.flatMap((p) => p.folded.entries)].sort(newestFirst);
    const types = new Map(typesOf(own));
    for (const part of related)
      for (const [type, n] of typesOf(part)) types.set(type, (types.get(type) ?? 0) + n);
    const merged = { signature, entries, types };
    this.mergedBySubject.delete(id);
    this.mergedBySubject.set(id, merged);
    if (this.mergedBySubject.size > MAX_CACHED)
      this.mergedBySubject.delete(this.mergedBySubject.keys().next().value!);
    return merged;
  }

  /** A user's name for an actor id (null when there is no such user): the same folded part as their audit. */
  async nameOf(userID: string): Promise<string | null> {
    const part = await this.part(`user:${userID}`, userSources(userID));
    if ((part.versions.get(userStreamId(userID)) ?? 0) === 0) return null;
    const { firstName, lastName } = part.folded.state;
    return [firstName, lastName].filter((n) => typeof n === 'string' && n).join(' ') || null;
  }

  private async part(
    key: string,
    sources: { streamId: string; keep?: (event: RecordedEvent) => boolean }[],
  ): Promise<Part> {
    await this.dropStaleParts();
    const cached = this.parts.get(key);
    const versions = new Map<string, number>();
    for (const source of sources)
      versions.set(source.streamId, await this.store.streamVersion(source.streamId));
    if (cached && [...versions].every(([s, v]) => cached.versions.get(s) === v)) return cached;
    const fresh: RecordedEvent[] = [];
    for (const source of sources) {
      const from = (cached?.versions.get(source.streamId) ?? 0) + 1;
      if (from > (versions.get(source.streamId) ?? 0)) continue;
      const read = await this.store.readStream(source.streamId, from);
      fresh.push(...(source.keep ? read.filter(source.keep) : read));
    }
    fresh.sort((a, b) => a.position - b.position);
    const events = cached ? [...cached.events, ...fresh] : fresh;
    const folded = foldAuditStream(fresh, cached?.folded.state ?? {}, this.tierName);
    const part: Part = {
      versions,
      events,
      related: cached
        ? new Set([...cached.related, ...relatedStreamsOf(fresh)])
        : new Set(relatedStreamsOf(fresh)),
      folded: cached
        ? { state: folded.state, entries: [...cached.folded.entries, ...folded.entries] }
        : folded,
    };
    this.parts.delete(key);
    this.parts.set(key, part);
    if (this.parts.size > MAX_CACHED) this.parts.delete(this.parts.keys().next().value!);
    return part;
  }
}

const newestOf = (part: Part): AuditEntry[] => {
  part.newest ??= [...part.folded.entries].sort(newestFirst);
  return part.newest;
};

const typesOf = (part: Part): Map<string, number> => {
  if (!part.types) {
    part.types = new Map();
    for (const entry of part.folded.entries)
      part.types.set(entry.type, (part.types.get(entry.type) ?? 0) + 1);
  }
  return part.types;
};

/** The subject as it stood at `at`: its own fields and each related stream's, folded up to then. */
export const subjectStateAt = (subject: AuditSubject, at: Date) => {
  const [own, ...related] = subject.parts;
  return {
    state: own ? auditStateAt(own.events, at) : null,
    related: related.flatMap((part) => {
      const state = auditStateAt(part.events, at);
      return state === null ? [] : [{ streamId: part.streamId, state }];
    }),
  };
};
