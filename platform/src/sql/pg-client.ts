import pg from 'pg';
import { statementSent } from '../observability/statement-tally.js';
import { type QueryOptions, type SqlClient, type SqlExecutor, type SqlResult } from './sql-client.js';

// Bigints (int8) arrive as strings from `pg`; every caller converts with Number() where it needs one.
const executor = (target: pg.Pool | pg.PoolClient): SqlExecutor => ({
  async query<R>(
    text: string,
    params: readonly unknown[] = [],
    options?: QueryOptions,
  ): Promise<SqlResult<R>> {
    const values = params as unknown[];
    statementSent();
    const result = await (options?.preparedName
      ? target.query({ name: options.preparedName, text, values })
      : target.query(text, values));
    return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
  },
  async exec(text: string): Promise<void> {
    await target.query(text);
  },
});

/** The connections a process's pool holds at most (`openPostgres`'s default). */
export const POOL_CONNECTIONS = 20;

/** A PostgreSQL server through a `pg` pool. */
export const openPostgres = async (connectionString: string, max = POOL_CONNECTIONS): Promise<SqlClient> => {
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
      // A checked-out client has no error listener of the pool's: its connection dying (the server
      // restarted, pg_terminate_backend) would be an unhandled 'error' and end the process. The
      // query in flight fails with it anyway; the client is then dropped, not pooled again.
      let lost: Error | undefined;
      const onError = (error: Error) => void (lost ??= error);
      client.on('error', onError);
      try {
        await client.query('begin');
        const result = await fn(executor(client));
        await client.query('commit');
        return result;
      } catch (error) {
        if (!lost) await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.removeListener('error', onError);
        client.release(lost);
      }
    },
    async listen(channel, onNotify) {
      let client: pg.PoolClient | undefined;
      let stopped = false;
      let resubscribing = false;
      const notified = (msg: pg.Notification) => {
        if (msg.channel === channel) onNotify();
      };
      // Listens on a client of its own; if its connection dies, listens again on a new one (every
      // second until it can): meanwhile the callers' polling covers what they miss.
      const subscribe = async (): Promise<void> => {
        const next = await pool.connect();
        const lost = (error: Error) => {
          if (!listeners.delete(next)) return; // a second error from the same dead connection
          next.removeListener('notification', notified);
          next.release(error);
          if (client === next) client = undefined;
          void resubscribe();
        };
        next.on('notification', notified);
        next.on('error', lost);
        client = next;
        listeners.add(next);
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      };
      const resubscribe = async (): Promise<void> => {
        if (resubscribing) return;
        resubscribing = true;
        while (!stopped && !client) {
          await new Promise((r) => setTimeout(r, 1000));
          if (!stopped) await subscribe().catch(() => undefined);
        }
        resubscribing = false;
      };
      await subscribe();
      return async () => {
        stopped = true;
        const current = client;
        if (!current || !listeners.delete(current)) return;
        await current.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        current.removeListener('notification', notified);
        current.removeAllListeners('error');
        current.release();
      };
    },
    async close() {
      for (const client of listeners) client.release();
      listeners.clear();
      await pool.end();
    },
  };
};
