import { type SqlClient } from '@academy/platform';
import { type Projection } from '@academy/projections';
import { z } from 'zod';

/**
 * A read model that counts every event of type `type` it is given, per stream (not idempotent on
 * its own): an exactly-once effect shows as counts equal to the events appended, a double apply as
 * one more. Events of that type are taken as recorded.
 */
export const countingProjection = <T extends string = 'Tick'>(
  name: string,
  type: T = 'Tick' as T,
): Projection<T, Record<T, z.ZodUnknown>> => ({
  name,
  codeVersion: 1,
  tables: [`${name}_counts`],
  handles: [type],
  schemas: { [type]: z.unknown() } as Record<T, z.ZodUnknown>,
  create: (tx, table) =>
    tx.exec(`create table ${table(`${name}_counts`)} (stream_id text primary key, n int not null)`),
  async apply(tx, events, table) {
    const t = table(`${name}_counts`);
    for (const e of events)
      await tx.query(`insert into ${t} values ($1, 1) on conflict (stream_id) do update set n = ${t}.n + 1`, [
        e.streamId,
      ]);
  },
});

/** How many times each of `streams` was applied (0 when never), read through the view. */
export const countsOf = async (
  db: SqlClient,
  projection: { tables: readonly string[] },
  streams: readonly string[],
): Promise<Record<string, number>> => {
  const { rows } = await db.query<{ stream_id: string; n: number }>(
    `select stream_id, n from ${projection.tables[0]!} where stream_id = any($1::text[])`,
    [streams],
  );
  return Object.fromEntries(streams.map((s) => [s, rows.find((r) => r.stream_id === s)?.n ?? 0]));
};
