import { type SqlExecutor, type StoredEvent } from '@academy/platform';

/** The last version applied from Kafka of each of these streams, for one projection generation. */
export const appliedVersions = async (
  tx: SqlExecutor,
  name: string,
  generation: number,
  streamIds: readonly string[],
): Promise<Map<string, number>> => {
  if (streamIds.length === 0) return new Map();
  const { rows } = await tx.query<{ stream_id: string; version: number }>(
    `select stream_id, version from projection_stream_versions
      where name = $1 and generation = $2 and stream_id = any($3::text[])`,
    [name, generation, streamIds],
  );
  return new Map(rows.map((r) => [r.stream_id, r.version]));
};

/**
 * Drops the events already applied (a copy the relay sent again, a message redelivered) by
 * stream version, and answers the rest with each stream's new version.
 */
export const newerThanApplied = (
  events: readonly StoredEvent[],
  applied: ReadonlyMap<string, number>,
): { fresh: StoredEvent[]; versions: Map<string, number> } => {
  const versions = new Map(applied);
  const fresh: StoredEvent[] = [];
  for (const event of events) {
    if (event.version <= (versions.get(event.streamId) ?? 0)) continue;
    versions.set(event.streamId, event.version);
    fresh.push(event);
  }
  for (const [stream, version] of applied) if (versions.get(stream) === version) versions.delete(stream);
  return { fresh, versions };
};

export const saveVersions = async (
  tx: SqlExecutor,
  name: string,
  generation: number,
  versions: ReadonlyMap<string, number>,
): Promise<void> => {
  if (versions.size === 0) return;
  await tx.query(
    `insert into projection_stream_versions (name, generation, stream_id, version)
       select $1, $2, s, v from unnest($3::text[], $4::int[]) as t(s, v)
     on conflict (name, generation, stream_id) do update set version = excluded.version
       where projection_stream_versions.version < excluded.version`,
    [name, generation, [...versions.keys()], [...versions.values()]],
  );
};
