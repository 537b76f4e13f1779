import { type SqlExecutor, type Wakeup } from '@academy/platform';

/** One read model's position as its answers depend on it: the generation and where its rows last changed. */
type Positions = ReadonlyMap<string, string>;

interface Row {
  name: string;
  generation: number;
  changed_tx_id: number | string;
  changed_position: number | string;
  offsets?: number | string | null;
}

/** In one process the runner's signal says when to read again; without it, read again at most this old. */
const MAX_AGE_WITH_SIGNAL_MS = 1000;

const SELECT = `select name, generation, changed_tx_id, changed_position from projection_checkpoints where active`;
// Projections fed from Kafka keep their progress per partition: the offsets' sum moves with every batch.
const SELECT_WITH_OFFSETS = `select c.name, c.generation, c.changed_tx_id, c.changed_position,
    (select sum(o.next_offset) from projection_partition_offsets o
      where o.name = c.name and o.generation = c.generation) as offsets
  from projection_checkpoints c where c.active`;

export interface ReadPositionsOptions {
  /** The projection runner's signal in this process (notified after every batch it commits). */
  advanced?: Wakeup;
  /** The projections consume from Kafka: their partition offsets are part of the position. */
  kafka?: boolean;
  now?: () => number;
}

/**
 * The read models' positions, read cheaply: in one process, one cached value read again after the
 * runner's signal (so a request that comes after a batch committed sees it); across processes, one
 * statement per request, shared by the requests that arrived before it was sent.
 */
export class ReadPositions {
  private cached: { positions: Positions; notifications: number; at: number } | undefined;
  private next: Promise<Positions> | undefined;
  private inFlight: Promise<unknown> | undefined;
  /** Statements run to read positions (the bench prints them). */
  reads = 0;

  constructor(
    private readonly db: SqlExecutor,
    private readonly options: ReadPositionsOptions = {},
  ) {}

  /** A token for the named read models' positions: equal tokens, equal read models. */
  async token(names: readonly string[], fresh = false): Promise<string> {
    const positions = await this.current(fresh);
    return names.map((n) => `${n}@${positions.get(n) ?? '-'}`).join(',');
  }

  private async current(fresh: boolean): Promise<Positions> {
    const signal = this.options.advanced;
    const now = (this.options.now ?? Date.now)();
    const c = this.cached;
    if (
      !fresh &&
      signal &&
      c &&
      c.notifications === signal.notifications &&
      now - c.at < MAX_AGE_WITH_SIGNAL_MS
    )
      return c.positions;
    return this.nextRead();
  }

  /** A read sent after this call: requests waiting meanwhile share it. */
  private nextRead(): Promise<Positions> {
    this.next ??= (async () => {
      await this.inFlight?.catch(() => undefined);
      this.next = undefined;
      const read = this.read();
      this.inFlight = read;
      return read;
    })();
    return this.next;
  }

  private async read(): Promise<Positions> {
    const notifications = this.options.advanced?.notifications ?? 0;
    const at = (this.options.now ?? Date.now)();
    this.reads++;
    const { rows } = await this.db.query<Row>(this.options.kafka ? SELECT_WITH_OFFSETS : SELECT, [], {
      preparedName: this.options.kafka ? 'academy_read_positions_kafka' : 'academy_read_positions',
    });
    const positions = new Map(
      rows.map((r) => [
        r.name,
        `${r.generation}.${r.changed_tx_id}.${r.changed_position}${r.offsets == null ? '' : `.${r.offsets}`}`,
      ]),
    );
    if (!this.cached || notifications >= this.cached.notifications)
      this.cached = { positions, notifications, at };
    return positions;
  }
}
