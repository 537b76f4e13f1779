import { finishErasuresUnderWay } from '@academy/command-service';
import {
  generationTable,
  openBlobStore,
  readGenerations,
  waitForProjections,
  type SqlClient,
} from '@academy/platform';
import { type AcademyCore } from '../academy.js';

/** How long the vacuum waits for the read models to apply the erasure before it runs anyway. */
const WAIT_FOR_READ_MODELS_MS = 60_000;

/** The physical tables of the read models that apply `MemberErased` (their active generations). */
const erasedFromTables = async (core: AcademyCore): Promise<string[]> => {
  const tables: string[] = [];
  for (const projection of core.projections) {
    if (!(projection.handles as readonly string[]).includes('MemberErased')) continue;
    const active = (await readGenerations(core.db, projection.name)).find((g) => g.active);
    if (active) tables.push(...projection.tables.map((t) => generationTable(t, active.generation)));
  }
  return tables;
};

const vacuum = async (db: SqlClient, tables: readonly string[]): Promise<void> => {
  // One table at a time (VACUUM runs outside a transaction): each a short pause, not one long one.
  for (const table of tables) await db.exec(`vacuum ${table}`);
};

/**
 * Once the read models have applied an erasure (at `position`), VACUUM the tables it touched, the
 * key store and the sessions: the dead row versions that still held the member's values become
 * free space, which PostgreSQL reuses (the WAL keeps them until its next checkpoint recycles it).
 */
export const vacuumAfterErasure = async (core: AcademyCore, position: number): Promise<string[]> => {
  const names = core.projections
    .filter((p) => (p.handles as readonly string[]).includes('MemberErased'))
    .map((p) => p.name);
  await waitForProjections(
    core.db,
    names,
    await core.store.checkpointAt(position),
    WAIT_FOR_READ_MODELS_MS,
    core.runner.advanced,
  );
  const tables = [...(await erasedFromTables(core)), 'personal_keys', 'personal_keys_kek', 'sessions'];
  await vacuum(core.db, tables);
  return tables;
};

/** The background vacuum, logged (an erasure's answer never waits for it). */
export const vacuumInBackground = (core: AcademyCore, position: number): void => {
  vacuumAfterErasure(core, position).then(
    (tables) => core.logger.info('erasure: tables vacuumed', { tables: tables.length }),
    (error: unknown) => core.logger.warn('erasure: vacuum failed', { error: (error as Error).message }),
  );
};

/** At start (command side): erasures a crash interrupted are completed or undone (finish-erasures.ts). */
export const finishInterruptedErasures = async (core: AcademyCore): Promise<void> => {
  const { completed, undone } = await finishErasuresUnderWay({
    store: core.store,
    keys: core.store.keys,
    db: core.db,
    blobs: openBlobStore(core.config.dataDir),
    clock: core.clock,
    mailer: core.mailer,
  });
  if (completed.length + undone.length > 0)
    core.logger.warn('erasures interrupted by a stop: completed or undone', {
      completed: completed.length,
      undone: undone.length,
    });
};
