import { type Checkpoint, compareCheckpoints } from '../event-store/port.js';
import { type Wakeup } from '../event-store/wakeup.js';
import { type Migration } from '../sql/migrate.js';
import { type SqlExecutor } from '../sql/sql-client.js';

/**
 * Where each projection stands. A projection has generations: the active one serves queries
 * (through views named after its tables); a replay builds the next one beside it.
 */
export const projectionStateMigrations: Migration[] = [
  {
    id: 'projection-state-1',
    sql: `
      create table projection_checkpoints (
        name text not null,
        generation integer not null,
        code_version integer not null,
        tx_id bigint not null default 0,
        position bigint not null default 0,
        active boolean not null default false,
        updated_at timestamptz not null default now(),
        primary key (name, generation)
      );
      create unique index projection_checkpoints_one_active on projection_checkpoints (name) where active;
    `,
  },
  {
    // Where the read model last changed (its rows, not only its checkpoint moved over events it
    // does not handle): the position queries key their cached answers and ETags with.
    id: 'projection-state-2-changed-at',
    sql: `
      alter table projection_checkpoints
        add column changed_tx_id bigint not null default 0,
        add column changed_position bigint not null default 0;
    `,
  },
  {
    // When each generation was created and when it went live (the operations console's "built" and
    // "live since"); unknown (null) for the generations that predate this.
    id: 'projection-state-3-built-and-live-since',
    sql: `
      alter table projection_checkpoints add column created_at timestamptz, add column activated_at timestamptz;
      alter table projection_checkpoints alter column created_at set default now();
    `,
  },
];

export interface GenerationState {
  name: string;
  generation: number;
  codeVersion: number;
  checkpoint: Checkpoint;
  active: boolean;
}

interface Row {
  name: string;
  generation: number;
  code_version: number;
  tx_id: number | string;
  position: number | string;
  active: boolean;
}

const toState = (row: Row): GenerationState => ({
  name: row.name,
  generation: row.generation,
  codeVersion: row.code_version,
  checkpoint: { txId: Number(row.tx_id), position: Number(row.position) },
  active: row.active,
});

export const readGenerations = async (db: SqlExecutor, name: string): Promise<GenerationState[]> => {
  const { rows } = await db.query<Row>(
    'select * from projection_checkpoints where name = $1 order by generation',
    [name],
  );
  return rows.map(toState);
};

export const readActiveCheckpoints = async (
  db: SqlExecutor,
  names: readonly string[],
): Promise<Map<string, Checkpoint>> => {
  const { rows } = await db.query<Row>('select * from projection_checkpoints where active');
  const result = new Map<string, Checkpoint>();
  for (const row of rows) if (names.includes(row.name)) result.set(row.name, toState(row).checkpoint);
  return result;
};

/**
 * Moves a generation's checkpoint after a batch written to its rows: also where it last changed
 * (moving over events a projection does not handle leaves that alone: checkpoint-advancer.ts).
 */
export const saveCheckpoint = async (
  tx: SqlExecutor,
  name: string,
  generation: number,
  checkpoint: Checkpoint,
): Promise<void> => {
  await tx.query(
    `update projection_checkpoints set tx_id = $3, position = $4, changed_tx_id = $3, changed_position = $4,
       updated_at = now() where name = $1 and generation = $2`,
    [name, generation, checkpoint.txId, checkpoint.position],
  );
};

/** Physical table of a generation: `user_profiles` -> `user_profiles_g2`. */
export const generationTable = (table: string, generation: number): string => `${table}_g${generation}`;

/**
 * Waits until every named projection has passed `target` (read-your-writes), or the timeout.
 * Resolves true when passed, false when stale.
 */
export const waitForProjections = async (
  db: SqlExecutor,
  names: readonly string[],
  target: Checkpoint,
  timeoutMs: number,
  wakeup?: Wakeup,
): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const checkpoints = await readActiveCheckpoints(db, names);
    const passed = names.every((n) => {
      const at = checkpoints.get(n);
      return at !== undefined && compareCheckpoints(at, target) >= 0;
    });
    if (passed) return true;
    const left = deadline - Date.now();
    if (left <= 0) return false;
    // In one process the runner wakes us; across processes we poll.
    if (wakeup) await wakeup.wait(Math.min(left, 100));
    else await new Promise((r) => setTimeout(r, Math.min(left, 20)));
  }
};
