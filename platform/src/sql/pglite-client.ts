import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SqlClient, type SqlExecutor, type SqlResult } from './sql-client.js';

const executor = (target: PGlite | Transaction): SqlExecutor => ({
  async query<R>(text: string, params: readonly unknown[] = []): Promise<SqlResult<R>> {
    const result = await target.query<R>(text, params as unknown[]);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  },
  async exec(text: string): Promise<void> {
    await target.exec(text);
  },
});

/**
 * PGlite: PostgreSQL compiled to WebAssembly, in this process. `dir` is a folder on disk,
 * or undefined for memory. It takes no lock and serialises every query: one process per folder.
 */
export const openPglite = async (dir?: string): Promise<SqlClient> => {
  if (dir) await mkdir(dir, { recursive: true });
  const db = await PGlite.create(dir ?? 'memory://', { extensions: { pg_trgm } });
  const base = executor(db);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => db.transaction((tx) => fn(executor(tx))),
    async listen(channel, onNotify) {
      const unlisten = await db.listen(channel, () => onNotify());
      return async () => {
        if (!db.closed) await unlisten();
      };
    },
    async close() {
      if (!db.closed) await db.close();
    },
  };
};
