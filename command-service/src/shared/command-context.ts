import { randomUUID } from 'node:crypto';
import { type EventMetadata, type NewEvent } from '@academy/domain';
import { contextOf, uuidV5, type EventToAppend, type IdSource } from '@academy/platform';
import type express from 'express';
import { idempotencyScopeOf } from '../idempotency/idempotency.js';

/**
 * Everything a command needs besides its input: who, when, and ids. With an idempotency scope
 * the ids are derived from it, so a retried command produces the very same ids and events.
 */
export interface CommandRun {
  actor: string | null;
  now: Date;
  /** A new id; the same one on a retry with the same Idempotency-Key. */
  newId(purpose: string): string;
  /** Events ready to append, with ids and metadata. */
  toAppend(streamId: string, events: readonly NewEvent[]): EventToAppend[];
}

export interface CommandRunInput {
  actor: string | null;
  correlationId?: string;
  /** Idempotency scope (method, path, actor and key); ids derive from it when present. */
  scope?: string;
  now: Date;
  ids: IdSource;
}

export const createCommandRun = ({ actor, correlationId, scope, now, ids }: CommandRunInput): CommandRun => {
  const metadata: EventMetadata = {
    actor,
    correlationId: correlationId ?? randomUUID(),
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
  };
};

export const commandRun = (req: express.Request, clock: () => Date, ids: IdSource): CommandRun => {
  const context = contextOf(req);
  return createCommandRun({
    actor: context.actor,
    correlationId: context.correlationId,
    scope: idempotencyScopeOf(req),
    now: clock(),
    ids,
  });
};
