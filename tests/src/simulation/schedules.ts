import fc from 'fast-check';
import { PROCESSES, type Step } from './sim-run.js';

const processIndex = fc.nat({ max: PROCESSES - 1 });
const group = fc.nat({ max: 20 });
const pick = fc.nat({ max: 5 });

/** One step of a schedule; fast-check shrinks a failing schedule towards fewer and smaller steps. */
export const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('relay' as const),
      n: fc.integer({ min: 1, max: 12 }),
      crash: fc.boolean(),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('fetch' as const),
      process: processIndex,
      group,
      pick,
      max: fc.integer({ min: 1, max: 6 }),
    }),
    weight: 6,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('handle' as const),
      process: processIndex,
      group,
      pick,
      die: fc.boolean(),
    }),
    weight: 6,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('seek' as const),
      process: processIndex,
      group,
      pick,
      to: fc.nat({ max: 10 }),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('kill' as const), process: processIndex }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('restart' as const), process: processIndex }), weight: 1 },
);

/** A scenario's seed and a schedule of up to `maxSteps` steps. */
export const runArbitrary = (maxSteps: number) =>
  fc.record({
    seed: fc.integer({ min: 1, max: 1_000_000 }),
    schedule: fc.array(stepArbitrary, { maxLength: maxSteps }),
  });

/** How many schedules a run tries: SIM_RUNS, or the suite's modest default. */
export const budget = (fallback: number): number => {
  const runs = Number(process.env.SIM_RUNS);
  return Number.isInteger(runs) && runs > 0 ? runs : fallback;
};

/** Replays one run: SIM_SEED and SIM_PATH as fast-check printed them for a failure. */
export const replayParameters = (): { seed?: number; path?: string } => {
  const seed = Number(process.env.SIM_SEED);
  return Number.isInteger(seed) ? { seed, path: process.env.SIM_PATH } : {};
};
