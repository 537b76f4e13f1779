import { type Projection } from '../runner/projection.js';

/** Tags members created (the built-in catalogue is not stored). Idempotent by tag. */
export const expertiseTagsProjection: Projection<'ExpertiseTagCreated'> = {
  name: 'expertise-tags',
  codeVersion: 1,
  tables: ['expertise_tags'],
  handles: ['ExpertiseTagCreated'],
  async create(tx, table) {
    await tx.exec(`create table ${table('expertise_tags')} (tag text primary key, created_by text not null)`);
  },
  async apply(tx, events, table) {
    for (const event of events) {
      await tx.query(
        `insert into ${table('expertise_tags')} (tag, created_by) values ($1, $2) on conflict (tag) do nothing`,
        [event.data.tag, event.data.by],
      );
    }
  },
};
