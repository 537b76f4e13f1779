import { silentLogger, type SqlClient, type StoredEvent } from '@academy/platform';
import { handledEvents } from '../runner/apply-batch.js';
import { ensureActiveGeneration, tableNamer } from '../runner/generations.js';
import { type AnyProjection } from '../runner/projection.js';

/** A value as JSON compares it: dates as ISO text, everything else as the driver answers it. */
const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/**
 * Every row of a projection's read model, read through its views (as queries do), each table's rows
 * as sorted JSON text: two read models are equal when these are. `ignore` names columns that count
 * writes rather than hold content (the search tables' change sequence `seq`).
 */
export const readModelRows = async (
  db: SqlClient,
  projection: Pick<AnyProjection, 'tables'>,
  ignore: readonly string[] = [],
): Promise<Record<string, string[]>> => {
  const out: Record<string, string[]> = {};
  for (const logical of projection.tables) {
    const { rows } = await db.query<Record<string, unknown>>(`select * from ${logical}`);
    out[logical] = rows
      .map((row) =>
        JSON.stringify(
          Object.fromEntries(
            Object.keys(row)
              .filter((k) => !ignore.includes(k))
              .sort()
              .map((k) => [k, plain(row[k])]),
          ),
        ),
      )
      .sort();
  }
  return out;
};

/** Applies the events to the projection's active generation (created if new), one transaction each. */
export const applyOneByOne = async (
  db: SqlClient,
  projection: AnyProjection,
  events: readonly StoredEvent[],
): Promise<void> => {
  const { generation } = await ensureActiveGeneration(db, projection);
  for (const event of events) {
    const handled = handledEvents(projection, [event], silentLogger);
    if (handled.length > 0)
      await db.transaction((tx) => projection.apply(tx, handled, tableNamer(generation), silentLogger));
  }
};

/** Empties the active generation's tables and the Kafka bookkeeping, for the next run on the same database. */
export const resetReadModel = async (db: SqlClient, projection: AnyProjection): Promise<void> => {
  const { generation } = await ensureActiveGeneration(db, projection);
  const table = tableNamer(generation);
  for (const logical of projection.tables) await db.exec(`truncate ${table(logical)}`);
  for (const t of ['projection_partition_offsets', 'projection_stream_versions'])
    await db.query(`delete from ${t} where name = $1`, [projection.name]);
};
