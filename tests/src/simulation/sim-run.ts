import { reactForTokenShipping, TOKEN_SHIPPING_ACTOR } from '@academy/command-service';
import { silentLogger, type SqlClient, type StoredEvent } from '@academy/platform';
import { applyOneByOne, readModelRows, resetReadModel, type AnyProjection } from '@academy/projections';
import { MemoryEventStore } from './memory-store.js';
import { SimWorld, type Group } from './sim-world.js';

export type Step =
  | { kind: 'relay'; n: number; crash: boolean }
  | { kind: 'fetch'; process: number; group: number; pick: number; max: number }
  | { kind: 'handle'; process: number; group: number; pick: number; die: boolean }
  | { kind: 'seek'; process: number; group: number; pick: number; to: number }
  | { kind: 'kill'; process: number }
  | { kind: 'restart'; process: number };

export const PARTITIONS = 3;
export const PROCESSES = 3;

/** What a run ends with: every read model's rows and what the process manager appended. */
export interface Outcome {
  rows: Record<string, Record<string, string[]>>;
  appended: string[];
}

const fixedClock = () => new Date('2026-02-01T00:00:00.000Z');

/** The token-shipping process manager over a store, as both paths run it (idempotent per event). */
const tokenShipping = (store: MemoryEventStore) => (event: StoredEvent) =>
  reactForTokenShipping(
    {
      store,
      clock: fixedClock,
      ids: { random: () => 'no-random-ids-in-the-simulation' },
      logger: silentLogger,
    },
    event,
  );

const appendedBy = (store: MemoryEventStore): string[] =>
  store.events
    .filter((e) => e.metadata.actor === TOKEN_SHIPPING_ACTOR)
    .map((e) => `${e.streamId}#${e.version} ${e.type} ${JSON.stringify(e.data)}`)
    .sort();

/** Every read model's rows, but for what counts writes rather than holds content: the search tables' `seq`. */
const rowsOf = async (db: SqlClient, projections: readonly AnyProjection[]) => {
  const rows: Outcome['rows'] = {};
  for (const p of projections) {
    rows[p.name] = await readModelRows(db, p, ['seq']);
  }
  return rows;
};

export const resetAll = async (db: SqlClient, projections: readonly AnyProjection[]): Promise<void> => {
  for (const p of projections) await resetReadModel(db, p);
  await db.exec('delete from relay_checkpoints; delete from relay_offset_log;');
};

/** The single-process replay: the process manager over the store from the start, then each read model in store order. */
export const singleProcess = async (
  db: SqlClient,
  events: readonly StoredEvent[],
  projections: readonly AnyProjection[],
  withTokenShipping: boolean,
): Promise<Outcome> => {
  const store = new MemoryEventStore(events);
  if (withTokenShipping) {
    const react = tokenShipping(store);
    for (let i = 0; i < store.events.length; i++) await react(store.events[i]!);
  }
  await resetAll(db, projections);
  for (const p of projections) await applyOneByOne(db, p, store.events);
  return { rows: await rowsOf(db, projections), appended: appendedBy(store) };
};

/** Runs the schedule on the simulated Kafka path, then lets every group drain what is left. */
export const kafkaPath = async (
  db: SqlClient,
  events: readonly StoredEvent[],
  projections: readonly AnyProjection[],
  withTokenShipping: boolean,
  schedule: readonly Step[],
): Promise<Outcome> => {
  await resetAll(db, projections);
  const store = new MemoryEventStore(events);
  const groups: Group[] = projections.map((projection) => ({ name: projection.name, projection }));
  if (withTokenShipping) groups.push({ name: 'token-shipping', react: tokenShipping(store) });
  const world = new SimWorld(db, store, groups, PARTITIONS, PROCESSES);
  for (const step of schedule) {
    const group = 'group' in step ? groups[step.group % groups.length]! : undefined;
    if (step.kind === 'relay') await world.relay(step.n, step.crash);
    else if (step.kind === 'fetch') world.fetch(step.process, group!, step.pick, step.max);
    else if (step.kind === 'handle') await world.handle(step.process, group!, step.pick, step.die);
    else if (step.kind === 'seek') world.seekBack(step.process, group!, step.pick, step.to);
    else if (step.kind === 'kill') world.kill(step.process);
    else world.restart(step.process);
  }
  for (let p = 0; p < PROCESSES; p++) world.restart(p);
  for (let round = 0; ; round++) {
    if (round > 10_000) throw new Error('the simulation does not drain');
    let progress = (await world.relay(50)) > 0;
    for (let p = 0; p < PROCESSES; p++)
      for (const group of groups)
        for (let pick = 0; pick < PARTITIONS; pick++) {
          if (world.fetch(p, group, pick, 5)) progress = true;
          if (await world.handle(p, group, 0)) progress = true;
        }
    if (!progress) break;
  }
  return { rows: await rowsOf(db, projections), appended: appendedBy(store) };
};
