import { type RouteFigures } from './route-figures.js';

/** What the bench asks the server process. */
export type ToServer =
  | { type: 'seed'; members: number; seed: number }
  | { type: 'seed-academy'; members: number; publications: number; seed: number; password: string }
  | { type: 'stats' }
  /** The relay's and the workers' progress (BENCH_KAFKA: every role over Kafka in one process). */
  | { type: 'delivery' }
  | { type: 'stop' };

/** What the server process answers. */
export type FromServer =
  | { type: 'prepared'; peakRss: number }
  | { type: 'ready'; url: string }
  | { type: 'seeded'; seconds: number }
  | {
      type: 'stats';
      rss: number;
      peakRss: number;
      hashMs: number[];
      verifyMs: number[];
      /** Requests, SQL statements and cache outcomes by route since the last stats. */
      routes: RouteFigures[];
    }
  /** Events the relay has produced so far and has not yet; the most events a read model is behind. */
  | { type: 'delivery'; relayed: number; unrelayed: number; behind: number }
  | { type: 'stopped' }
  | { type: 'failed'; message: string };
