import { memberSearchDocument } from '@academy/domain';
import { memberDocument, type SearchIndexWriter, type SqlExecutor } from '@academy/platform';
import { deleteErased, foldProfiles, profileHandles, type ProfileHandled } from '../profiles/projection.js';
import { type Projection, type TableName } from '../runner/projection.js';

/** The projection that writes the Registry's documents to Meilisearch (MEILI_URL). */
export const meiliRegistryProjectionName = 'registry-meilisearch';

/** The live search index and the copies a replay rebuilds beside it (Meilisearch's index swap). */
export interface SearchGenerations {
  /** The index searches read. */
  live: SearchIndexWriter;
  /** The index generation `n` is rebuilt into; `fresh`: created empty (dropping any earlier one). */
  generation(n: number, fresh: boolean): Promise<SearchIndexWriter>;
  /** Swaps generation `n`'s index into the live one in one step and drops the old contents. */
  swapIn(n: number): Promise<void>;
}

const STATES = 'registry_meili_states';

const generationOf = (table: TableName): number => Number(/_g(\d+)$/.exec(table(STATES))?.[1] ?? 1);

const isActive = async (tx: SqlExecutor, generation: number): Promise<boolean> => {
  const { rows } = await tx.query<{ active: boolean }>(
    'select active from projection_checkpoints where name = $1 and generation = $2',
    [meiliRegistryProjectionName, generation],
  );
  // The first generation is created active, before its checkpoint row.
  return rows[0]?.active ?? generation === 1;
};

/**
 * The Registry's search documents in Meilisearch: the profiles folded as the profiles projection
 * folds them (its own state table), each changed member written as one document (each field at the
 * audiences that may see it; opted-out and banned members removed). Idempotent by userID and stream
 * version: the state table skips events at or below the stored version, and the index writes a
 * document only over an older version. `apply` returns once Meilisearch confirmed every task, and
 * the runner stores the checkpoint in the same transaction after it: a failed write rolls the batch
 * back and it is applied again. A replay writes a new generation into its own index beside the live
 * one, and the generation swap swaps that index in too.
 */
export const meiliRegistryProjection = (indexes: SearchGenerations): Projection<ProfileHandled> => ({
  name: meiliRegistryProjectionName,
  codeVersion: 1,
  tables: [STATES],
  // The folded profiles it writes documents from; searches read Meilisearch.
  ownTables: [STATES],
  handles: profileHandles,
  async create(tx, table) {
    await tx.exec(`
      create table ${table(STATES)} (
        user_id uuid primary key,
        state jsonb not null,
        joined_at bigint not null,
        version integer not null
      );
    `);
    const generation = generationOf(table);
    if (generation > 1) await indexes.generation(generation, true);
  },
  async apply(tx, events, table) {
    const { rows, erased } = await foldProfiles(tx, table, events, STATES);
    await deleteErased(tx, table, STATES, erased);
    if (rows.length === 0 && erased.length === 0) return;
    for (const row of rows) {
      await tx.query(
        `insert into ${table(STATES)} (user_id, state, joined_at, version)
         values ($1, $2::jsonb, $3, $4)
         on conflict (user_id) do update set
           state = excluded.state, joined_at = excluded.joined_at, version = excluded.version
         where ${table(STATES)}.version < excluded.version`,
        [row.userID, JSON.stringify(row.profile), row.joinedAt, row.version],
      );
    }
    const generation = generationOf(table);
    const index = (await isActive(tx, generation))
      ? indexes.live
      : await indexes.generation(generation, false);
    const docs = rows.map((row) =>
      memberDocument(memberSearchDocument(row.profile, row.joinedAt), row.version),
    );
    const indexed = docs.flatMap((d) => ('index' in d ? [d.index] : []));
    const removed = docs.flatMap((d) => ('remove' in d ? [d.remove] : []));
    if (indexed.length) await index.index(indexed);
    if (removed.length || erased.length) await index.remove([...removed, ...erased]);
  },
  async swap(_tx, generation) {
    await indexes.swapIn(generation);
  },
});
