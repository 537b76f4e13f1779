import { memberSearchDocument } from '@academy/domain';
import { memberDocument } from '@academy/platform';
import { deleteErased, foldProfiles, profileHandles, type ProfileHandled } from '../profiles/projection.js';
import { type Projection } from '../runner/projection.js';
import { generationOf, indexOfGeneration, type SearchGenerations } from '../search-index/generations.js';

/** The projection that writes the Registry's documents to Meilisearch (MEILI_URL). */
export const meiliRegistryProjectionName = 'registry-meilisearch';

const STATES = 'registry_meili_states';

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
    const generation = generationOf(table, STATES);
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
    const generation = generationOf(table, STATES);
    const index = await indexOfGeneration(tx, meiliRegistryProjectionName, generation, indexes);
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
