import pg from 'pg';
import { type QueryOptions, type SqlClient, type SqlExecutor, type SqlResult } from './sql-client.js';

// Bigints (int8) arrive as strings from `pg`; every caller converts with Number() where it needs one.
const executor = (target: pg.Pool | pg.PoolClient): SqlExecutor => ({
  async query<R>(
    text: string,
    params: readonly unknown[] = [],
    options?: QueryOptions,
  ): Promise<SqlResult<R>> {
    const values = params as unknown[];
    const result = await (options?.preparedName
      ? target.query({ name: options.preparedName, text, values })
      : target.query(text, values));
    return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
  },
  async exec(text: string): Promise<void> {
    await target.query(text);
  },
});

/** A PostgreSQL server through a `pg` pool. */
export const openPostgres = async (connectionString: string, max = 20): Promise<SqlClient> => {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  await pool.query('select 1');
  const listeners = new Set<pg.PoolClient>();
  const base = executor(pool);
  return {
    kind: 'postgres',
    ...base,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(executor(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify) {
      const client = await pool.connect();
      listeners.add(client);
      client.on('notification', (msg) => {
        if (msg.channel === channel) onNotify();
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        if (!listeners.delete(client)) return;
        await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        client.release();
      };
    },
    async close() {
      for (const client of listeners) client.release();
      listeners.clear();
      await pool.end();
    },
  };
};
