import { type RebuildState } from '@academy/domain';
import { type Migration, type SqlExecutor } from '@academy/platform';

/**
 * Rebuilds asked for from the operations console: an operational table (never replayed), one row per
 * read model with its latest rebuild. Any serving process writes the request; the process that runs
 * the projections claims it, runs it and writes its progress there, so every process's console reads
 * the same state, and a rebuild outlives the page that started it and a restart of its runner.
 */
export const rebuildRequestMigrations: Migration[] = [
  {
    id: 'rebuild-requests-1',
    sql: `
      create table rebuild_requests (
        read_model text primary key,
        status text not null,
        generation int,
        done bigint not null default 0,
        total bigint not null default 0,
        events_per_second double precision not null default 0,
        eta_seconds int,
        requested_at timestamptz not null,
        started_at timestamptz,
        finished_at timestamptz,
        heartbeat_at timestamptz,
        error text
      )
    `,
  },
];

/** A running rebuild whose runner has not written for this long is taken over (its process died). */
export const ABANDONED_AFTER_MS = 60_000;

interface RequestRow {
  read_model: string;
  status: RebuildState['status'];
  generation: number | null;
  done: string | number;
  total: string | number;
  events_per_second: number;
  eta_seconds: number | null;
  requested_at: string | Date;
  finished_at: string | Date | null;
  error: string | null;
}

const iso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const stateOf = (row: RequestRow): RebuildState => ({
  status: row.status,
  generation: row.generation,
  done: Number(row.done),
  total: Number(row.total),
  eventsPerSecond: Math.round(row.events_per_second),
  etaSeconds: row.eta_seconds,
  startedAt: iso(row.requested_at)!,
  finishedAt: iso(row.finished_at),
  error: row.error,
});

/**
 * Asks for a rebuild of `readModel`: its state, or null when one is already asked for or running
 * (the check and the write are one statement).
 */
export const requestRebuild = async (
  db: SqlExecutor,
  readModel: string,
  now: Date,
): Promise<RebuildState | null> => {
  const { rows } = await db.query<RequestRow & Record<string, unknown>>(
    `insert into rebuild_requests as r (read_model, status, requested_at)
       values ($1, 'requested', $2)
     on conflict (read_model) do update
       set status = 'requested', generation = null, done = 0, total = 0, events_per_second = 0,
           eta_seconds = null, requested_at = $2, started_at = null, finished_at = null,
           heartbeat_at = null, error = null
       where r.status not in ('requested', 'running')
     returning *`,
    [readModel, now.toISOString()],
  );
  return rows[0] ? stateOf(rows[0]) : null;
};

/** The latest rebuild of each read model asked for from the console. */
export const readRebuildStates = async (db: SqlExecutor): Promise<Map<string, RebuildState>> => {
  const { rows } = await db.query<RequestRow & Record<string, unknown>>('select * from rebuild_requests');
  return new Map(rows.map((row) => [row.read_model, stateOf(row)]));
};

/**
 * Claims the oldest rebuild asked for, or one whose runner stopped writing (`ABANDONED_AFTER_MS`),
 * of the read models this process knows: its name, or null.
 */
export const claimRebuild = async (db: SqlExecutor, known: string[], now: Date): Promise<string | null> => {
  const { rows } = await db.query<{ read_model: string }>(
    `update rebuild_requests set status = 'running', started_at = coalesce(started_at, $1),
            heartbeat_at = $1
      where read_model = (
        select read_model from rebuild_requests
         where read_model = any($2)
           and (status = 'requested' or (status = 'running' and heartbeat_at < $3))
         order by requested_at limit 1)
        -- Checked again on the row as locked: of two runners asking at once, one claims it.
        and (status = 'requested' or (status = 'running' and heartbeat_at < $3))
     returning read_model`,
    [now.toISOString(), known, new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString()],
  );
  return rows[0]?.read_model ?? null;
};

/** Writes a running rebuild's progress (and so its heartbeat). */
export const reportRebuild = async (
  db: SqlExecutor,
  readModel: string,
  progress: Pick<RebuildState, 'generation' | 'done' | 'total' | 'eventsPerSecond' | 'etaSeconds'>,
  now: Date,
): Promise<void> => {
  await db.query(
    `update rebuild_requests set generation = $2, done = $3, total = $4, events_per_second = $5,
            eta_seconds = $6, heartbeat_at = $7
      where read_model = $1 and status = 'running'`,
    [
      readModel,
      progress.generation,
      progress.done,
      progress.total,
      progress.eventsPerSecond,
      progress.etaSeconds,
      now.toISOString(),
    ],
  );
};

/**
 * Ends a running rebuild: swapped or failed, or, when its runner is stopping, asked for again, so
 * that the next runner resumes its generation.
 */
export const endRebuild = async (
  db: SqlExecutor,
  readModel: string,
  end: { status: 'swapped' | 'failed' | 'requested'; generation: number | null; error: string | null },
  now: Date,
): Promise<void> => {
  await db.query(
    `update rebuild_requests
        set status = $2, generation = coalesce($3, generation), error = $4, heartbeat_at = null,
            finished_at = case when $2 = 'requested' then null else $5::timestamptz end,
            eta_seconds = case when $2 = 'swapped' then 0 else eta_seconds end
      where read_model = $1 and status = 'running'`,
    [readModel, end.status, end.generation, end.error, now.toISOString()],
  );
};
