import { isErasedPersonal, isSealedPart, personalPartsOf, typesWithSealedFields } from '@academy/domain';
import { type SqlClient } from '../sql/sql-client.js';
import { type SealingEventStore } from './sealing-event-store.js';

/** Once per database; `-2` added the password hashes and the membership reasons. */
const DONE = 'personal-parts-sealed-2';
const BATCH = 500;

interface Row {
  position: number | string;
  stream_id: string;
  type: string;
  data: unknown;
}

/**
 * Seals the personal parts that events recorded before sealing hold in clear, once per database
 * (recorded in `schema_migrations`). The rule: only `data`'s personal parts (and its sealed fields:
 * a member's free text, a password hash) are rewritten, each into its sealed form under the key of the person it is about; the
 * event's id, stream, version, position, type, metadata and every other field stay as they were,
 * so checkpoints, read models and exports taken after it line up. Answers the events rewritten.
 * Only for events in this SQL database (on KurrentDB events cannot be rewritten: an export and an
 * import into a new store seals them).
 */
export const sealStoredEvents = async (db: SqlClient, store: SealingEventStore): Promise<number> => {
  const done = await db.query('select 1 from schema_migrations where id = $1', [DONE]);
  if (done.rowCount > 0) return 0;
  let after = 0;
  let rewritten = 0;
  for (;;) {
    const { rows } = await db.query<Row>(
      `select position, stream_id, type, data from events
        where position > $1 and (data ? 'personal' or type = any($3::text[]))
        order by position limit $2`,
      [after, BATCH, typesWithSealedFields()],
    );
    if (rows.length === 0) break;
    after = Number(rows.at(-1)!.position);
    const clear = rows.filter((row) =>
      personalPartsOf({ type: row.type, streamId: row.stream_id, data: row.data }).parts.some(
        (part) => !isSealedPart(part.value) && !isErasedPersonal(part.value),
      ),
    );
    if (clear.length === 0) continue;
    // Sealed first (the keys are made outside the transaction: PGlite has one connection), then written.
    const sealed: { data: unknown }[] = [];
    for (const row of clear)
      sealed.push((await store.sealAll([{ type: row.type, data: row.data }], row.stream_id))[0]!);
    await db.transaction(async (tx) => {
      for (const [i, row] of clear.entries())
        await tx.query('update events set data = $2::jsonb where position = $1', [
          row.position,
          JSON.stringify(sealed[i]!.data),
        ]);
    });
    rewritten += clear.length;
  }
  await db.query('insert into schema_migrations (id) values ($1) on conflict do nothing', [DONE]);
  return rewritten;
};
