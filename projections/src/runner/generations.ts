import {
  compareCheckpoints,
  generationTable,
  readGenerations,
  type Checkpoint,
  type GenerationState,
  type SqlClient,
  type SqlExecutor,
} from '@academy/platform';
import { type AnyProjection, type TableName } from './projection.js';

export const tableNamer =
  (generation: number): TableName =>
  (logical) =>
    generationTable(logical, generation);

/**
 * Creates a generation's tables and its checkpoint row (inactive unless `active`). With
 * `deferIndexes` (a set-based replay), only the tables: the replay builds the indexes after the load.
 */
export const createGeneration = async (
  tx: SqlExecutor,
  projection: AnyProjection,
  generation: number,
  active: boolean,
  { deferIndexes = false }: { deferIndexes?: boolean } = {},
): Promise<void> => {
  const table = tableNamer(generation);
  for (const logical of projection.tables) await tx.exec(`drop table if exists ${table(logical)} cascade`);
  if (deferIndexes && projection.bulk) await projection.bulk.createTables(tx, table);
  else await projection.create(tx, table);
  await tx.query(
    `insert into projection_checkpoints (name, generation, code_version, active, created_at, activated_at)
       values ($1, $2, $3, $4, now(), case when $4 then now() end)
       on conflict (name, generation) do update set tx_id = 0, position = 0, code_version = excluded.code_version,
         created_at = now(), activated_at = excluded.activated_at`,
    [projection.name, generation, projection.codeVersion, active],
  );
  if (active) await pointViews(tx, projection, generation);
};

const pointViews = async (tx: SqlExecutor, projection: AnyProjection, generation: number): Promise<void> => {
  const table = tableNamer(generation);
  for (const logical of projection.tables) {
    await tx.exec(
      `drop view if exists ${logical}; create view ${logical} as select * from ${table(logical)}`,
    );
  }
};

/**
 * The active generation, created (empty, at the start of the log) if the projection is new. Two
 * replicas starting at once must not both create generation 1 (the second would drop the first's
 * tables and reset its checkpoint): on a server the creation holds an advisory lock per projection
 * and looks again under it.
 */
export const ensureActiveGeneration = async (
  db: SqlClient,
  projection: AnyProjection,
): Promise<GenerationState> => {
  const active = (await readGenerations(db, projection.name)).find((g) => g.active);
  if (active) return active;
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres')
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`projection:${projection.name}`]);
    const { rows } = await tx.query('select 1 from projection_checkpoints where name = $1 and active', [
      projection.name,
    ]);
    if (rows.length === 0) await createGeneration(tx, projection, 1, true);
  });
  return (await readGenerations(db, projection.name)).find((g) => g.active)!;
};

/**
 * In one transaction: the views now read `generation`, then the previous generation's tables go.
 * Unless the active generation is ahead of it (the live runner applied events after the caller's
 * last read): then nothing changes and it answers false, so that the caller catches up first and
 * the read model never steps back.
 */
export const swapGeneration = async (
  db: SqlClient,
  projection: AnyProjection,
  generation: number,
): Promise<boolean> => {
  const previous = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      generation: number;
      tx_id: number | string;
      position: number | string;
      active: boolean;
    }>(
      'select generation, tx_id, position, active from projection_checkpoints where name = $1 and (active or generation = $2) order by generation for update',
      [projection.name, generation],
    );
    const checkpointOf = (row: (typeof rows)[number]): Checkpoint => ({
      txId: Number(row.tx_id),
      position: Number(row.position),
    });
    const target = rows.find((r) => r.generation === generation);
    if (!target) throw new Error(`Generation ${generation} of ${projection.name} does not exist`);
    const active = rows.filter((r) => r.active && r.generation !== generation);
    if (active.some((r) => compareCheckpoints(checkpointOf(r), checkpointOf(target)) > 0)) return undefined;
    await tx.query('update projection_checkpoints set active = false where name = $1 and active', [
      projection.name,
    ]);
    await tx.query(
      'update projection_checkpoints set active = true, activated_at = now() where name = $1 and generation = $2',
      [projection.name, generation],
    );
    await pointViews(tx, projection, generation);
    await projection.swap?.(tx, generation);
    return active.map((r) => r.generation);
  });
  if (previous === undefined) return false;
  await db.transaction(async (tx) => {
    for (const old of previous) {
      // The tables an earlier variant of the projection had go with its generations (their views too).
      for (const logical of [...projection.tables, ...(projection.formerTables ?? [])])
        await tx.exec(`drop table if exists ${tableNamer(old)(logical)} cascade`);
      await tx.query('delete from projection_checkpoints where name = $1 and generation = $2', [
        projection.name,
        old,
      ]);
    }
  });
  return true;
};
