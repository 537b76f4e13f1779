import { type EventMetadata, type NewEvent } from '@academy/domain';
import { contextOf, uuidV5, type EventToAppend, type IdSource } from '@academy/platform';
import type express from 'express';
import { idempotencyScopeOf, idempotencyTakeoverOf } from './idempotency.js';

/**
 * Everything a command carries besides its input: who, when, and ids. With an idempotency scope
 * the ids derive from it, so a retried command produces the very same ids and events.
 */
export interface CommandMeta {
  actor: string | null;
  /** The injected clock's time when the command arrived. */
  now: Date;
  /** A new id; the same one on a retry with the same Idempotency-Key. */
  newId(purpose: string): string;
  /** Events ready to append, with ids and metadata. */
  toAppend(streamId: string, events: readonly NewEvent[]): EventToAppend[];
  /**
   * The command runs again for a key whose first attempt's process died (idempotency.ts): what
   * that attempt appended may be there, and handleCommand answers it instead of deciding again.
   */
  takeover?: boolean;
}

export interface CommandMetaInput {
  actor: string | null;
  correlationId?: string;
  /** Idempotency scope (method, path, actor and key); ids derive from it when present. */
  scope?: string;
  /** A takeover of the scope's first attempt (see CommandMeta.takeover). */
  takeover?: boolean;
  now: Date;
  ids: IdSource;
}

export const createCommandMeta = ({
  actor,
  correlationId,
  scope,
  takeover,
  now,
  ids,
}: CommandMetaInput): CommandMeta => {
  const metadata: EventMetadata = {
    actor,
    correlationId: correlationId ?? ids.random(),
    causationId: null,
    timestamp: now.toISOString(),
  };
  return {
    actor,
    now,
    newId: (purpose) => (scope ? uuidV5(`${scope}|id|${purpose}`) : ids.random()),
    toAppend: (streamId, events) =>
      events.map((event, i) => ({
        ...event,
        eventId: scope ? uuidV5(`${scope}|event|${streamId}|${i}`) : ids.random(),
        metadata,
      })),
    ...(scope && takeover ? { takeover } : {}),
  };
};

/** The meta of a command that came over HTTP: the session's actor, the correlation id, the key's scope. */
export const commandMeta = (req: express.Request, clock: () => Date, ids: IdSource): CommandMeta => {
  const context = contextOf(req);
  return createCommandMeta({
    actor: context.actor,
    correlationId: context.correlationId,
    scope: idempotencyScopeOf(req),
    takeover: idempotencyTakeoverOf(req),
    now: clock(),
    ids,
  });
};

/**
 * The same command's meta for a second write on a stream it already wrote to (a sign-up records
 * the user, then the membership on the same stream): its event ids derive from `purpose` too, so
 * they differ from the first write's and stay the same on a retry.
 */
export const metaFor = (meta: CommandMeta, purpose: string): CommandMeta => ({
  ...meta,
  newId: (idPurpose) => meta.newId(`${purpose}|${idPurpose}`),
  toAppend: (streamId, events) => meta.toAppend(`${streamId}|${purpose}`, events),
});
