// What the set-based replay specs share: events to append, the projection without its set-based
// path (the batch path it must equal), and the Registry's read model as queries read it.
import { randomUUID } from 'node:crypto';
import { type EventStore, type EventToAppend, type SqlExecutor } from '@academy/platform';
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

/**
 * The Registry's read model (the profiles and their search rows) as queries read it, in a stable
 * order; the search rows' write sequence aside (a set-based load writes in another order).
 */
export const profileRows = async (db: SqlExecutor) => ({
  profiles: (
    await db.query<Record<string, unknown>>(
      'select user_id, first_name, last_name, membership_tier, state, version from user_profiles order by user_id',
    )
  ).rows,
  search: (await db.query<Record<string, unknown>>('select * from search_members order by id')).rows.map(
    ({ seq: _seq, ...row }) => row,
  ),
});

/**
 * Waits until every appended event is readable. On a server, a transaction open anywhere in the
 * cluster (another suite's, in its own database) hides events committed after it started
 * (sql-reads.ts): a replay then loads less set-based and leaves the rest to the live runner.
 */
export const untilReadable = async (store: EventStore, withinMs = 60_000): Promise<void> => {
  const deadline = Date.now() + withinMs;
  while ((await store.countAfter(await store.head())) > 0) {
    if (Date.now() > deadline)
      throw new Error(`events still hidden by an open transaction after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
