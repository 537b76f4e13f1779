import { readCacheTotal, type ReadCacheOutcome, type SqlExecutor, type Wakeup } from '@academy/platform';
import { AnswerCache, type AnswerCacheOptions } from './answer-cache.js';
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

  constructor(db: SqlExecutor, options: ReadCacheOptions = {}) {
    this.answers = new AnswerCache(options);
    this.positions = new ReadPositions(db, { advanced: options.advanced, kafka: options.kafka });
  }

  count(route: string, outcome: ReadCacheOutcome): void {
    readCacheTotal.inc({ route, outcome });
  }
}
