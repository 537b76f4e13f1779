// The idempotency_keys table: its migrations, and the upkeep the app runs on it.
import type { Migration, SqlClient } from '@academy/platform';

/** How long a key's answer is kept (and the key refused for another request). */
export const KEPT_HOURS = 24;

export const idempotencyMigrations: Migration[] = [
  {
    id: 'idempotency-1',
    sql: `
      create table idempotency_keys (
        scope text not null,
        key text not null,
        request_hash text not null,
        status integer,
        body jsonb,
        created_at timestamptz not null default now(),
        primary key (scope, key)
      );
      create index idempotency_keys_created on idempotency_keys (created_at);
    `,
  },
  {
    // Claims are leased: the process running one (owner) renews its heartbeat (claim-leases.ts).
    id: 'idempotency-2',
    sql: `
      alter table idempotency_keys
        add column owner text,
        add column heartbeat_at timestamptz not null default now();
    `,
  },
];

/**
 * Makes every claim still running stale at once, for a database only this process can open (a
 * PGlite folder) when it opens: whatever claims it holds were left by a process that ended, so a
 * retry takes them over without waiting for their heartbeat to age. Answers how many.
 */
export const releaseClaimsOfEndedProcesses = async (db: SqlClient): Promise<number> => {
  const { rowCount } = await db.query(
    `update idempotency_keys set heartbeat_at = '-infinity' where status is null`,
  );
  return rowCount;
};

export const purgeExpiredIdempotencyKeys = async (db: SqlClient): Promise<number> => {
  const { rowCount } = await db.query(
    `delete from idempotency_keys where created_at < now() - interval '${KEPT_HOURS} hours'`,
  );
  return rowCount;
};
