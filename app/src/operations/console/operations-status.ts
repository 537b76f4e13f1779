import { type OperationsAnswer, type ReadModelStatus } from '@academy/domain';
import { latestEvents, START } from '@academy/platform';
import { type AcademyCore } from '../../academy.js';
import { readProjectionLag } from '../projection-lag.js';
import { readFailures } from './failures.js';
import { readRebuildStates } from './rebuild-requests.js';

/** The write rate is counted over at most this many of the newest events. */
const RATE_SAMPLE = 1000;

interface GenerationRow {
  name: string;
  generation: number;
  code_version: number;
  position: string | number;
  active: boolean;
  created_at: string | Date | null;
  activated_at: string | Date | null;
}

const iso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const readModels = async (core: AcademyCore): Promise<ReadModelStatus[]> => {
  // The rebuilds first: a rebuild is marked swapped after its generation went live, so a
  // "swapped" read here is always shown beside the generation it swapped in, never the one before.
  const rebuilds = await readRebuildStates(core.db);
  const { rows } = await core.db.query<GenerationRow & Record<string, unknown>>(
    `select name, generation, code_version, position, active, created_at, activated_at
       from projection_checkpoints order by name, generation`,
  );
  const lags = new Map((await readProjectionLag(core)).map((l) => [l.projection, l.events]));
  return core.projections.map((projection) => {
    const generations = rows.filter((r) => r.name === projection.name);
    const live = generations.find((r) => r.active);
    const pending = generations.filter((r) => !r.active && (!live || r.generation > live.generation)).at(-1);
    return {
      name: projection.name,
      generation: live?.generation ?? null,
      codeVersion: live?.code_version ?? null,
      currentCodeVersion: projection.codeVersion,
      position: Number(live?.position ?? 0),
      lagEvents: lags.get(projection.name) ?? 0,
      builtAt: iso(live?.created_at ?? null),
      liveSince: iso(live?.activated_at ?? null),
      pendingGeneration: pending?.generation ?? null,
      rebuild: rebuilds.get(projection.name) ?? null,
    };
  });
};

/** Events in the store, its head, and how many were appended in the last minute and hour. */
const eventStore = async (core: AcademyCore): Promise<OperationsAnswer['eventStore']> => {
  // On KurrentDB a count reads every event one by one: not counted there.
  const [events, head, newest] = await Promise.all([
    core.config.KURRENTDB_URL ? null : core.store.countAfter(START),
    core.store.head(),
    // Only their timestamps are read: the events as stored, their personal parts left sealed.
    latestEvents(core.store.raw, RATE_SAMPLE),
  ]);
  const now = core.clock().getTime();
  const within = (ms: number) => newest.filter((e) => now - Date.parse(e.metadata.timestamp) <= ms).length;
  return {
    events,
    headPosition: head.position,
    lastMinute: within(60_000),
    lastHour: within(3_600_000),
    sampled: RATE_SAMPLE,
  };
};

/** `GET /rest/admin/operations`'s answer. */
export const readOperations = async (core: AcademyCore): Promise<OperationsAnswer> => ({
  readModels: await readModels(core),
  eventStore: await eventStore(core),
  failures: await readFailures(core),
});
