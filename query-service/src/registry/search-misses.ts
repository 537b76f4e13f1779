import { type Logger, type Migration, type SqlExecutor } from '@academy/platform';

/**
 * The Registry searches that found nobody: an operational tally (never an event, never replayed),
 * one row per UTC day and normalised text with how many times it was searched. No user id, no
 * address, no session: nothing links a text to whoever typed it. Rows are kept 90 days.
 */
export const searchMissMigrations: Migration[] = [
  {
    id: 'registry-search-misses-1',
    sql: `
      create table registry_search_misses (
        day date not null,
        query text not null,
        count int not null,
        primary key (day, query)
      )
    `,
  },
];

/** How many days of rows are kept: today and the 89 days before. */
export const SEARCH_MISS_DAYS_KEPT = 90;
/** The longest text kept, in characters (longer texts are cut). */
export const SEARCH_MISS_TEXT_MAX = 100;

const DAY_MS = 86_400_000;
const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** A text as counted: trimmed, lower case, runs of white space as one space, at most 100 characters. */
export const normaliseSearchText = (text: string): string =>
  [...text.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ')]
    .slice(0, SEARCH_MISS_TEXT_MAX)
    .join('')
    .trimEnd();

/** Deletes the rows older than the days kept (the 90th day back and before). */
export const purgeOldSearchMisses = async (db: SqlExecutor, now: Date): Promise<void> => {
  const oldest = dayOf(new Date(now.getTime() - (SEARCH_MISS_DAYS_KEPT - 1) * DAY_MS));
  await db.query(`delete from registry_search_misses where day < $1::date`, [oldest]);
};

export interface SearchMissOptions {
  clock?: () => Date;
  logger?: Logger;
  /** How long a miss waits in memory before the tally is written (5 s). */
  flushMs?: number;
  /** How many distinct (day, text) pairs memory holds before the tally is written at once (1000). */
  maxPending?: number;
}

/**
 * Counts in memory, written in one upsert a few seconds after the first miss it holds, when it
 * holds many, and on `flush()` (which `stop()` calls). Each write also deletes the rows past 90
 * days. Recording costs a map update: a search never waits for the database.
 */
export class SearchMisses {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly clock: () => Date;
  private readonly flushMs: number;
  private readonly maxPending: number;

  constructor(
    private readonly db: SqlExecutor,
    private readonly options: SearchMissOptions = {},
  ) {
    this.clock = options.clock ?? (() => new Date());
    this.flushMs = options.flushMs ?? 5_000;
    this.maxPending = options.maxPending ?? 1000;
  }

  /** Counts one search that found nobody (blank texts are not counted). */
  record(text: string): void {
    const query = normaliseSearchText(text);
    if (!query || this.stopped) return;
    const key = `${dayOf(this.clock())} ${query}`;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    if (this.pending.size >= this.maxPending) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.flushMs);
      this.timer.unref();
    }
  }

  /** Writes what memory holds (one upsert) and deletes the rows past 90 days; never throws. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = new Map();
    this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }

  /** Writes what memory holds; later misses are no longer counted. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.flush();
  }

  private async write(batch: Map<string, number>): Promise<void> {
    const keys = [...batch.keys()];
    try {
      if (keys.length > 0) {
        await this.db.query(
          `insert into registry_search_misses (day, query, count)
             select * from unnest($1::date[], $2::text[], $3::int[])
           on conflict (day, query) do update
             set count = registry_search_misses.count + excluded.count`,
          [keys.map((k) => k.slice(0, 10)), keys.map((k) => k.slice(11)), [...batch.values()]],
        );
      }
      await purgeOldSearchMisses(this.db, this.clock());
    } catch (error) {
      // An operational tally: what could not be written is dropped, never retried without end.
      this.options.logger?.warn('registry search misses: the tally could not be written', {
        error: error instanceof Error ? error.message : String(error),
        texts: keys.length,
      });
    }
  }
}
