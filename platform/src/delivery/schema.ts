import { type Migration } from '../sql/migrate.js';

/**
 * Delivery through Kafka, in the read-model database:
 * - `relay_checkpoints`: how far the relay has produced (moved only after the broker acknowledged);
 * - `relay_offset_log`: per relayed batch and partition, the store checkpoint the batch ended at
 *   and the offset after its last message there (maps store checkpoints to partition offsets);
 * - `projection_partition_offsets`: per projection generation and partition, the next offset to
 *   apply (written in the same transaction as the rows);
 * - `projection_stream_versions`: per projection generation and stream, the last version applied
 *   from Kafka (a redelivered event is a no-op; read-your-writes by stream and version);
 * - `parked_messages`: messages a projection worker set aside (not an event, or failing on their
 *   own), with the error, so that they never block their partition (docs/operations.md).
 */
export const deliveryMigrations: Migration[] = [
  {
    id: 'delivery-1',
    sql: `
      create table relay_checkpoints (
        name text primary key,
        tx_id bigint not null default 0,
        position bigint not null default 0,
        updated_at timestamptz not null default now()
      );
      create table relay_offset_log (
        seq bigserial primary key,
        tx_id bigint not null,
        position bigint not null,
        partition integer not null,
        next_offset bigint not null
      );
      create index relay_offset_log_checkpoint on relay_offset_log (tx_id, position);
      create index relay_offset_log_partition on relay_offset_log (partition, tx_id, position);
      create table projection_partition_offsets (
        name text not null,
        generation integer not null,
        partition integer not null,
        next_offset bigint not null,
        primary key (name, generation, partition)
      );
      create table projection_stream_versions (
        name text not null,
        generation integer not null,
        stream_id text not null,
        version integer not null,
        primary key (name, generation, stream_id)
      );
    `,
  },
  {
    // When each batch was logged: the age of the oldest message a projection has not applied.
    id: 'delivery-2',
    sql: `alter table relay_offset_log add column logged_at timestamptz not null default now();`,
  },
  {
    // A message is parked at most once per projection generation; its value is as on the wire (sealed).
    id: 'delivery-3',
    sql: `
      create table parked_messages (
        name text not null,
        generation integer not null,
        partition integer not null,
        message_offset bigint not null,
        reason text not null,
        error text not null,
        value text not null,
        parked_at timestamptz not null default now(),
        primary key (name, generation, partition, message_offset)
      );
    `,
  },
];
