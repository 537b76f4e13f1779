import { readCacheTotal, type ReadCacheOutcome, type SqlExecutor, type Wakeup } from '@academy/platform';
import { AnswerCache, type AnswerCacheOptions } from './answer-cache.js';
import { InFlight } from './in-flight.js';
import { ReadPositions } from './read-positions.js';

export interface ReadCacheOptions extends AnswerCacheOptions {
  /** The projection runner's signal in this process: positions are then read once per batch. */
  advanced?: Wakeup;
  /** The projections consume from Kafka: their partition offsets are part of the position. */
  kafka?: boolean;
}

/** What the cacheable routes share in one process: the answers and the read models' positions. */
export class ReadCache {
  readonly answers: AnswerCache;
  readonly positions: ReadPositions;
  readonly inFlight = new InFlight();

  constructor(db: SqlExecutor, options: ReadCacheOptions = {}) {
    this.answers = new AnswerCache(options);
    this.positions = new ReadPositions(db, { advanced: options.advanced, kafka: options.kafka });
  }

  private readonly derived = new Map<string, { token: string; value: Promise<unknown> }>();

  /**
   * Work that depends only on read models' positions (a list every request of a route needs), done
   * once per position instead of once per request: `compute` runs again only when they moved.
   */
  async perPosition<T>(name: string, projections: readonly string[], compute: () => Promise<T>): Promise<T> {
    const token = await this.positions.token(projections);
    const known = this.derived.get(name);
    if (known?.token === token) return known.value as Promise<T>;
    const value = compute();
    this.derived.set(name, { token, value });
    value.catch(() => {
      if (this.derived.get(name)?.value === value) this.derived.delete(name);
    });
    return value;
  }

  count(route: string, outcome: ReadCacheOutcome): void {
    readCacheTotal.inc({ route, outcome });
  }
}
