import { type Migration } from '../sql/migrate.js';

export const eventStoreMigrations: Migration[] = [
  {
    id: 'event-store-1',
    sql: `
      create table events (
        position bigserial primary key,
        transaction_id xid8 not null default pg_current_xact_id(),
        event_id uuid not null,
        stream_id text not null,
        version integer not null,
        type text not null,
        data jsonb not null,
        metadata jsonb not null,
        recorded_at timestamptz not null default now(),
        constraint events_event_id_key unique (event_id),
        constraint events_stream_version_key unique (stream_id, version)
      );
      create index events_delivery_order on events (transaction_id, position);
    `,
  },
];

export const EVENTS_CHANNEL = 'academy_events';
