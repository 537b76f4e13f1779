import {
  type DomainEventSchemas,
  type DomainEventType,
  type EventOf,
  type EventSchemas,
  type Recorded,
} from '@academy/domain';
import {
  type Checkpoint,
  type EventRange,
  type Logger,
  type SqlExecutor,
  type StoredEvent,
} from '@academy/platform';

/** Maps a logical table name (the view queries read) to this generation's physical table. */
export type TableName = (logical: string) => string;

/** A handled event as `apply` receives it: as recorded, its data parsed with its type's schema. */
export type ProjectedEvent<T extends string, S extends EventSchemas = DomainEventSchemas> = Recorded<
  EventOf<Pick<S, T & keyof S>>
> & { checkpoint: Checkpoint };

/**
 * Optional set-based replay (projections/src/replay/replay.ts), used when the events live in the
 * read models' database: instead of reading pages into the process and applying them, the new
 * generation's tables are created without their secondary indexes, `load` fills them from the
 * events with set-based SQL (INSERT … SELECT over the range), the events matching `remainder` go
 * through `apply` in delivery order, and the `indexes` are built once the rows are in.
 */
export interface BulkReplay {
  /** The tables with their primary keys only (`create` is `createTables` then the `indexes`). */
  createTables(tx: SqlExecutor, table: TableName): Promise<void>;
  /**
   * The secondary indexes, one `create index if not exists` statement each: built after the load,
   * at once on a server (one connection each), one by one on PGlite.
   */
  indexes(table: TableName): string[];
  /** Loads what it can of `range` (a query over the events, see `eventRange`) into empty tables. */
  load(tx: SqlExecutor, table: TableName, range: EventRange, context: BulkContext): Promise<void>;
  /**
   * SQL over the range's columns (`e.type`, `e.data`, …): the handled events `load` did not take
   * (those whose order matters, or data its SQL cannot vouch for). They go through `apply`
   * afterwards, so every write `apply` makes must be guarded by version.
   */
  remainder: string;
}

/**
 * SQL for a `remainder`: whether `value` is a `key` of `table` (a temporary table `load` filled).
 * A scalar subquery, one probe of the key per event: `in (select …)` or `exists` let the planner
 * hash the whole table instead, once per page of the remainder (60 ms a page at 110,000 rows).
 */
export const listedIn = (table: string, key: string, value: string): string =>
  `coalesce((select true from ${table} l where l.${key} = ${value}), false)`;

/** What a set-based load may need of the store beyond the events' rows. */
export interface BulkContext {
  /**
   * The store seals personal parts (crypto-shredding): rows hold them sealed, and this opens them
   * as the store's reads do (a destroyed key: the erased value). Absent when they are in clear.
   */
  open?: <E extends Pick<StoredEvent, 'type' | 'streamId' | 'data'>>(events: E[]) => Promise<E[]>;
  /** The handled events of a page of rows, opened and parsed as `apply` receives them (invalid ones skipped). */
  handled(events: StoredEvent[]): Promise<ProjectedEvent<string, EventSchemas>[]>;
}

/**
 * A read model. `handles` names the domain event types it reads; the runner parses each one's
 * recorded data with the domain's schema before `apply` and skips (and logs) data that does not fit.
 */
export interface Projection<T extends string = DomainEventType, S extends EventSchemas = DomainEventSchemas> {
  /** Also the name operators give to `npm run replay`. */
  name: string;
  /** Bump when `create` or `apply` change: start-up then rebuilds the read model. */
  codeVersion: number;
  /** Logical tables; queries read views of these names. */
  tables: readonly string[];
  /**
   * Those of `tables` that the projection keeps for itself (rows it merges from, read by `apply`
   * only), not for queries. Every other table is read by a query (tests/src/structure).
   */
  ownTables?: readonly string[];
  /**
   * Logical tables an earlier variant of the projection had and this one has not (the PostgreSQL
   * search tables, left out with MEILI_URL): a swap drops them, and their views, with the
   * generations it retires, so that none stays behind answering.
   */
  formerTables?: readonly string[];
  handles: readonly T[];
  /** The schemas recorded data is parsed with: the domain's, unless a test projection reads its own events. */
  schemas?: S;
  create(tx: SqlExecutor, table: TableName): Promise<void>;
  /** Optional: a set-based replay (see BulkReplay); without it a replay applies batch by batch. */
  bulk?: BulkReplay;
  /** Applies the events it handles, in delivery order, idempotently. */
  apply(
    tx: SqlExecutor,
    events: readonly ProjectedEvent<T, S>[],
    table: TableName,
    logger: Logger,
  ): Promise<void>;
  /**
   * Optional: called in the swap's transaction once the views read a rebuilt `generation`, for a
   * store outside the database (a search index) to swap its rebuilt copy in as well.
   */
  swap?(tx: SqlExecutor, generation: number): Promise<void>;
}

/** Any projection, whatever it reads: what the runner and the replay take. */
export interface AnyProjection extends Omit<Projection<string, EventSchemas>, 'apply'> {
  apply(
    tx: SqlExecutor,
    events: readonly ProjectedEvent<string, EventSchemas>[],
    table: TableName,
    logger: Logger,
  ): Promise<void>;
}
