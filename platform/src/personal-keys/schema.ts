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
  {
    // Keys wrapped under a key-encryption key kept outside the database (kek-store.ts): `kek_id`
    // names it (null: a key from before wrapping, wrapped at start); the one row below names the
    // current KEK and is the lock of every wrap and rotation. `erasing_since`: an erasure under way.
    id: 'personal-keys-2-wrapped',
    sql: `
      alter table personal_keys add column kek_id text;
      alter table personal_keys add column erasing_since timestamptz;
      create table personal_keys_kek (
        only_row boolean primary key default true check (only_row),
        current text
      );
      insert into personal_keys_kek default values;
    `,
  },
];
