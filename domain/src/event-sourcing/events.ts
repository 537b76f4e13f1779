/** Who and why: carried by every recorded event. */
export interface EventMetadata {
  actor: string | null;
  correlationId: string;
  causationId: string | null;
  timestamp: string;
}

/** An event as a decider emits it, before the store gives it a position. */
export interface NewEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

/** An event as the store recorded it. `position` is a JSON-safe integer. */
export interface RecordedEvent<T extends string = string, D = unknown> {
  eventId: string;
  streamId: string;
  version: number;
  position: number;
  type: T;
  data: D;
  metadata: EventMetadata;
  recordedAt: string;
}

/** A typed event as recorded: `Recorded<UserEvent>` narrows on `type` like the union it wraps. */
export type Recorded<E extends NewEvent> = E extends NewEvent ? RecordedEvent<E['type'], E['data']> : never;
