import { type SqlClient } from './sql-client.js';

export interface Migration {
  id: string;
  sql: string;
}

/** The advisory lock every migrating process takes on a server (PGlite has one process per folder). */
const MIGRATIONS_LOCK = 7243901;

/**
 * Applies each migration once, in order, recording it in `schema_migrations`. On a server, the
 * table itself is created under the same advisory lock as each migration: several replicas
 * starting at once on an empty database would otherwise race on `create table if not exists`
 * (its catalogue check is not atomic: the loser fails on a duplicate key).
 */
export const migrate = async (db: SqlClient, migrations: readonly Migration[]): Promise<void> => {
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query(`select pg_advisory_xact_lock(${MIGRATIONS_LOCK})`);
    await tx.exec(
      `create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())`,
    );
  });
  const done = new Set(
    (await db.query<{ id: string }>('select id from schema_migrations')).rows.map((r) => r.id),
  );
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      // Two processes on one server may race here; the lock makes the second wait and skip.
      if (db.kind === 'postgres') await tx.query(`select pg_advisory_xact_lock(${MIGRATIONS_LOCK})`);
      const again = await tx.query('select 1 from schema_migrations where id = $1', [migration.id]);
      if (again.rowCount > 0) return;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
    });
  }
};
