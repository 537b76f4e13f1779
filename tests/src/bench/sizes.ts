/** How much each benchmark does: the full run (about 6 minutes on 2 cores) or `--quick`. */
export interface Sizes {
  appends: { warmupMs: number; durationMs: number };
  pgbenchSeconds: number;
  /** The replay of the read models with a set-based path (profiles, admin-users), through the sealing store (0: skipped). */
  replayEvents: number;
  /** The other read models' replay, batch by batch, over a log of its own (0: skipped). */
  replayOthersEvents: number;
  members: number;
  searches: number;
  searchWarmup: number;
  signUp: { warmupMs: number; durationMs: number };
  readAfterWriteSamples: number;
  /** Journal search: publications indexed, and how long 16 clients search them. */
  journal: { publications: number; durationMs: number };
  /** Mixed load: the seeded academy, then autocannon's warm-up and measured run. */
  mixedLoad: MixedLoadSizes;
}

export interface MixedLoadSizes {
  members: number;
  publications: number;
  warmupSeconds: number;
  seconds: number;
}

export const fullSizes: Sizes = {
  appends: { warmupMs: 1000, durationMs: 5000 },
  pgbenchSeconds: 5,
  replayEvents: 200_000,
  replayOthersEvents: 20_000,
  members: 10_000,
  searches: 1000,
  searchWarmup: 60,
  signUp: { warmupMs: 2000, durationMs: 10_000 },
  readAfterWriteSamples: 100,
  journal: { publications: 5_000, durationMs: 5000 },
  mixedLoad: { members: 2000, publications: 200, warmupSeconds: 5, seconds: 60 },
};

export const quickSizes: Sizes = {
  appends: { warmupMs: 500, durationMs: 2000 },
  pgbenchSeconds: 2,
  replayEvents: 10_000,
  replayOthersEvents: 5_000,
  members: 2_000,
  searches: 150,
  searchWarmup: 20,
  signUp: { warmupMs: 1000, durationMs: 3000 },
  readAfterWriteSamples: 10,
  journal: { publications: 1_000, durationMs: 3000 },
  mixedLoad: { members: 500, publications: 50, warmupSeconds: 2, seconds: 10 },
};

/** `--journal-full`: the size (20,000 publications; a few minutes more per backend). */
export const fullJournal: Sizes['journal'] = { publications: 20_000, durationMs: 10_000 };
