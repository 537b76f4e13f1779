import { memberSearchDocument } from '@academy/domain';
import { memberDocument, type SearchIndexWriter } from '@academy/platform';
import { foldProfiles, profileHandles, type ProfileHandled } from '../profiles/projection.js';
import { type Projection } from '../runner/projection.js';

/** The projection that writes the Registry's documents to Meilisearch (MEILI_URL). */
export const meiliRegistryProjectionName = 'registry-meilisearch';

/**
 * The Registry's search documents in Meilisearch: the profiles folded as the profiles projection
 * folds them (its own state table), each changed member written as one document (each field at the
 * audiences that may see it; opted-out and banned members removed). Idempotent by userID and stream
 * version: the state table skips events at or below the stored version, and the index writes a
 * document only over an older version. `apply` returns once Meilisearch confirmed every task, and
 * the runner stores the checkpoint in the same transaction after it: a failed write rolls the batch
 * back and it is applied again.
 */
export const meiliRegistryProjection = (index: SearchIndexWriter): Projection<ProfileHandled> => ({
  name: meiliRegistryProjectionName,
  codeVersion: 1,
  tables: ['registry_meili_states'],
  handles: profileHandles,
  async create(tx, table) {
    await tx.exec(`
      create table ${table('registry_meili_states')} (
        user_id uuid primary key,
        state jsonb not null,
        joined_at bigint not null,
        version integer not null
      );
    `);
  },
  async apply(tx, events, table) {
    const rows = await foldProfiles(tx, table, events, 'registry_meili_states');
    if (rows.length === 0) return;
    for (const row of rows) {
      await tx.query(
        `insert into ${table('registry_meili_states')} (user_id, state, joined_at, version)
         values ($1, $2::jsonb, $3, $4)
         on conflict (user_id) do update set
           state = excluded.state, joined_at = excluded.joined_at, version = excluded.version
         where ${table('registry_meili_states')}.version < excluded.version`,
        [row.userID, JSON.stringify(row.profile), row.joinedAt, row.version],
      );
    }
    const docs = rows.map((row) =>
      memberDocument(memberSearchDocument(row.profile, row.joinedAt), row.version),
    );
    const indexed = docs.flatMap((d) => ('index' in d ? [d.index] : []));
    const removed = docs.flatMap((d) => ('remove' in d ? [d.remove] : []));
    if (indexed.length) await index.index(indexed);
    if (removed.length) await index.remove(removed);
  },
});
