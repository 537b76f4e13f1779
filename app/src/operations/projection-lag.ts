import { readActiveCheckpoints, START, type ProjectionLag } from '@academy/platform';
import { type AcademyCore } from '../academy.js';

/**
 * How far each projection's active generation is behind the store: events not yet applied, and the
 * age of the oldest of them (0 when caught up).
 */
export const readProjectionLag = async (core: AcademyCore): Promise<ProjectionLag[]> => {
  const names = core.projections.map((p) => p.name);
  const checkpoints = await readActiveCheckpoints(core.db, names);
  const now = core.clock().getTime();
  return Promise.all(
    names.map(async (projection) => {
      const checkpoint = checkpoints.get(projection) ?? START;
      const events = await core.store.countAfter(checkpoint);
      if (events === 0) return { projection, events, seconds: 0 };
      const [oldest] = (await core.store.readAll(checkpoint, 1)).events;
      const recordedAt = oldest ? Date.parse(oldest.metadata.timestamp) : now;
      return { projection, events, seconds: Math.max(0, (now - recordedAt) / 1000) };
    }),
  );
};

/**
 * Waits until every projection has applied every event in the store (`runner.whenCaughtUp` may
 * resolve while a PostgreSQL server's open transactions still hold the newest events back).
 */
export const waitForZeroLag = async (core: AcademyCore, timeoutMs = 600_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while ((await readProjectionLag(core)).some((lag) => lag.events > 0)) {
    if (Date.now() > deadline) throw new Error('The read models did not catch up with the store in time');
    await new Promise((r) => setTimeout(r, 100));
  }
};
