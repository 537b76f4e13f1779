import { readGenerations } from '@academy/platform';
import {
  replayProjection,
  type AnyProjection,
  type ReplayProgress,
  type ReplayResult,
} from '@academy/projections';
import { type AcademyCore } from '../academy.js';

/** `all` or one projection's name; an unknown name throws a message listing the known ones. */
export const projectionsNamed = (core: AcademyCore, target: string): readonly AnyProjection[] => {
  if (target === 'all') return core.projections;
  const found = core.projections.find((p) => p.name === target);
  if (!found) {
    throw new Error(
      `Unknown projection "${target}". Known: ${core.projections.map((p) => p.name).join(', ')}, or all`,
    );
  }
  return [found];
};

export const replayTarget = async (
  core: AcademyCore,
  target: string,
  onProgress: (p: ReplayProgress) => void,
  signal?: AbortSignal,
): Promise<ReplayResult[]> => {
  const results: ReplayResult[] = [];
  for (const projection of projectionsNamed(core, target)) {
    const result = await replayProjection(core.db, core.store, projection, {
      batchSize: core.config.PROJECTION_BATCH_SIZE,
      logger: core.logger,
      signal,
      onProgress,
    });
    results.push(result);
    if (result.status === 'interrupted') break;
  }
  return results;
};

/** A projection whose code changed since its read model was built is rebuilt before serving. */
export const rebuildOutdatedProjections = async (core: AcademyCore): Promise<void> => {
  for (const projection of core.projections) {
    const active = (await readGenerations(core.db, projection.name)).find((g) => g.active);
    if (!active || active.codeVersion === projection.codeVersion) continue;
    core.logger.info('rebuilding a projection whose code changed', { projection: projection.name });
    await replayTarget(core, projection.name, () => undefined);
  }
};
