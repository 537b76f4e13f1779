import { type SearchIndexWriter, type SqlExecutor } from '@academy/platform';
import { type TableName } from '../runner/projection.js';

/** The live search index and the copies a replay rebuilds beside it (Meilisearch's index swap). */
export interface SearchGenerations {
  /** The index searches read. */
  live: SearchIndexWriter;
  /** The index generation `n` is rebuilt into; `fresh`: created empty (dropping any earlier one). */
  generation(n: number, fresh: boolean): Promise<SearchIndexWriter>;
  /** Swaps generation `n`'s index into the live one in one step and drops the old contents. */
  swapIn(n: number): Promise<void>;
}

/**
 * What a projection's code version becomes when its PostgreSQL search tables are left out
 * (MEILI_URL): another number, so that turning MEILI_URL on or off rebuilds the read model, with
 * or without them, before it serves (and the old generation's search tables go with it).
 */
export const withoutPostgresSearch = (codeVersion: number): number => codeVersion + 1000;

/** The generation a table namer writes (`…_g{n}`). */
export const generationOf = (table: TableName, logical: string): number =>
  Number(/_g(\d+)$/.exec(table(logical))?.[1] ?? 1);

const isActive = async (tx: SqlExecutor, name: string, generation: number): Promise<boolean> => {
  const { rows } = await tx.query<{ active: boolean }>(
    'select active from projection_checkpoints where name = $1 and generation = $2',
    [name, generation],
  );
  // The first generation is created active, before its checkpoint row.
  return rows[0]?.active ?? generation === 1;
};

/**
 * The index a projection's batch writes to: the live one while its generation is the active one,
 * otherwise (a replay) the generation's own index, swapped in with the views.
 */
export const indexOfGeneration = async (
  tx: SqlExecutor,
  name: string,
  generation: number,
  indexes: SearchGenerations,
): Promise<SearchIndexWriter> =>
  (await isActive(tx, name, generation)) ? indexes.live : indexes.generation(generation, false);
