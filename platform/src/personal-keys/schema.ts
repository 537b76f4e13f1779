import { type Migration } from '../sql/migrate.js';

/** The key store's own table, apart from the events (backed up and restored on its own). */
export const personalKeyMigrations: Migration[] = [
  {
    id: 'personal-keys-1',
    sql: `
      create table personal_keys (
        subject text primary key,
        key bytea,
        created_at timestamptz not null default now(),
        destroyed_at timestamptz,
        constraint personal_keys_live_or_destroyed check ((key is null) = (destroyed_at is not null))
      );
    `,
  },
];
