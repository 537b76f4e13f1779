// What the set-based replay specs share: events to append, the projection without its set-based
// path (the batch path it must equal), and the registry's rows as queries read them.
import { randomUUID } from 'node:crypto';
import { type EventToAppend, type SqlExecutor } from '@academy/platform';
import { type AnyProjection } from '@academy/projections';

/** An event of `type` with fresh ids, recorded at `timestamp`. */
export const replayEvent = (
  type: string,
  data: unknown,
  timestamp = '2026-01-01T00:00:00.000Z',
): EventToAppend => ({
  eventId: randomUUID(),
  type,
  data,
  metadata: { actor: null, correlationId: randomUUID(), causationId: null, timestamp },
});

/** The projection without its set-based path: replay goes batch by batch. */
export const batchByBatch = (projection: AnyProjection): AnyProjection => {
  const copy = { ...projection };
  delete copy.bulk;
  return copy;
};

/** The registry as queries read it, in a stable order. */
export const registryRows = async (db: SqlExecutor) =>
  (
    await db.query<Record<string, unknown>>(
      'select user_id, first_name, last_name, first_lower, last_lower, membership_tier, banned, version from registry_members order by user_id',
    )
  ).rows;
