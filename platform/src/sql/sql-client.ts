/** The small slice of SQL the adapters need; PGlite and `pg` both provide it. */
export interface SqlResult<R> {
  rows: R[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * On a server, prepare the statement once per connection under this name and reuse its plan
   * (for a hot statement whose text is always the same under the name). PGlite prepares it once
   * and runs it with EXECUTE, its values written as literals (pglite-client.ts).
   */
  preparedName?: string;
}

export interface SqlExecutor {
  query<R = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<SqlResult<R>>;
  /** Several statements, no parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface SqlClient extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction on one connection; rolls back when it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Calls `onNotify` on every NOTIFY on `channel` (from any process). Returns an unsubscribe. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** PostgreSQL error codes the adapters react to. */
export const UNIQUE_VIOLATION = '23505';

export const sqlErrorCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

export const sqlConstraint = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'constraint' in error && typeof error.constraint === 'string'
    ? error.constraint
    : undefined;
