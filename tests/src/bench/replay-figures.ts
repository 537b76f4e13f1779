import { allProjections } from '@academy/projections';
import { fresh, type BackendFactory, type BenchBackend } from './backends.js';
import { note, rate } from './measure.js';
import { benchReplay, type ProjectionReplay, type ReadFloor } from './replay.js';
import { type Report } from './report.js';
import { type Sizes } from './sizes.js';

const REPLAY_BATCH = 500; // PROJECTION_BATCH_SIZE's default

// The replay targets: events/s for each read model, on one PostgreSQL server and on PGlite.
const POSTGRES_REPLAY = 100_000;
const PGLITE_REPLAY = 50_000;

/** `npm run bench`: every read model's replay on fresh databases of the backend, and the read floor under them. */
export const runReplay = async (
  report: Report,
  make: BackendFactory,
  sizes: Sizes,
  name: BenchBackend['name'],
): Promise<void> => {
  const backend = name;
  const isServer = name === 'PostgreSQL';
  const replayTarget = isServer ? POSTGRES_REPLAY : PGLITE_REPLAY;
  // Every read model that serves queries, through the sealing store (the app's: names sealed,
  // opened during the load). Those with a set-based path over `replayEvents`; the others, batch by
  // batch and far slower, over a log of their own, of `replayOthersEvents`.
  const setBased = allProjections.filter((p) => p.bulk);
  const others = allProjections.filter((p) => !p.bulk);
  const rows: { one: ProjectionReplay; events: number; members: number }[] = [];
  // Measured once, over the first log written: the same events the first read models replay.
  let floor: ReadFloor | undefined;
  for (const [projections, total] of [
    [setBased, sizes.replayEvents],
    [others, sizes.replayOthersEvents],
  ] as const) {
    if (total <= 0) continue;
    note(`replay: writing ${total.toLocaleString('en-US')} events through the sealing store`);
    const replay = await fresh(make, 'replay', (b) =>
      benchReplay(b, total, REPLAY_BATCH, projections, { sealed: true, readFloor: floor === undefined }),
    );
    floor ??= replay.readFloor;
    for (const one of replay.projections) rows.push({ one, events: replay.events, members: replay.members });
    note(
      `replay: writing the ${replay.events.toLocaleString('en-US')} events took ${replay.writeSeconds.toFixed(1)} s`,
    );
  }
  // The ceiling to read the targets against: the store reading and opening every event, nothing else.
  if (floor)
    report.add({
      backend,
      benchmark: `replay read floor (sealed store: read and open, batches of ${REPLAY_BATCH}), ${floor.events.toLocaleString('en-US')} events`,
      value: `${rate(floor.eventsPerSecond, 'events/s')}, ${floor.seconds.toFixed(1)} s`,
    });
  // Slowest first; the target names the Registry's read model (profiles).
  for (const { one, events, members } of rows.sort((a, b) => a.one.eventsPerSecond - b.one.eventsPerSecond)) {
    const registry = one.projection === 'profiles';
    report.add({
      backend,
      benchmark: `replay ${one.projection} (sealed store), ${events.toLocaleString('en-US')} events`,
      value: `${rate(one.eventsPerSecond, 'events/s')}, ${one.seconds.toFixed(1)} s to the swap${one.setBased ? ', set-based' : ''}${registry ? ` (${members.toLocaleString('en-US')} members)` : ''}`,
      ...(registry
        ? { target: `≥ ${replayTarget.toLocaleString('en-US')}/s`, met: one.eventsPerSecond >= replayTarget }
        : {}),
    });
  }
};
