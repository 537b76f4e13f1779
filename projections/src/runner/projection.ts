import { type Logger, type SqlExecutor, type StoredEvent } from '@academy/platform';

/** Maps a logical table name (the view queries read) to this generation's physical table. */
export type TableName = (logical: string) => string;

export interface Projection {
  /** Also the name operators give to `npm run replay`. */
  name: string;
  /** Bump when `create` or `apply` change: start-up then rebuilds the read model. */
  codeVersion: number;
  /** Logical tables; queries read views of these names. */
  tables: readonly string[];
  handles: readonly string[];
  create(tx: SqlExecutor, table: TableName): Promise<void>;
  /** Applies events it handles, in delivery order, idempotently. Skips (and logs) invalid data. */
  apply(tx: SqlExecutor, events: readonly StoredEvent[], table: TableName, logger: Logger): Promise<void>;
}
