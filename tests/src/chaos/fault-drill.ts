import { expect } from '@jest/globals';
import { type Answered } from './answered.js';
import { startLoad } from './load.js';
import { type AppProcess, type AppStorage, until } from './app-process.js';
import { allKept, checkStorage } from './check.js';

/** What a projection logs when a batch goes through after failures. */
export const RECOVERED = 'projection batch applied again; recovered';

/** A projection met the fault: it logs each failed batch before trying again. */
export const projectionFailed = (app: AppProcess): boolean =>
  app.logs.some((l) => l.includes('projection batch failed; retrying'));

export interface FaultDrill {
  /** The fault began while at least 5 commands had been answered 2xx. */
  started: boolean;
  /** After `heal`, at least 5 more commands were answered 2xx. */
  recovered: boolean;
  /** A projection logged its recovery. */
  logged: boolean;
  answered: Answered;
}

/**
 * The load runs against the started app; once 5 commands are answered 2xx, `fault` breaks
 * something under it and `heal` mends it; then the app must answer 2xx again and a projection
 * log its recovery. Returns what was seen and every command answered, for the store check.
 */
export const faultDrill = async (
  app: AppProcess,
  fault: () => Promise<void>,
  heal: () => Promise<void>,
): Promise<FaultDrill> => {
  const load = startLoad(app.base);
  const started = await until(() => load.promised() >= 5, 60_000);
  await fault();
  await heal();
  const before = load.promised();
  const recovered = await until(() => load.promised() >= before + 5, 120_000);
  // The projections wait up to 5 s between tries: their next batch after the fault says so.
  const logged = await until(() => app.logs.some((l) => l.includes(RECOVERED)), 30_000);
  return { started, recovered, logged, answered: await load.stop() };
};

/**
 * What a healed drill must show: 2xx answered again; a projection that met the fault logged its
 * recovery (one that never had to write meanwhile has nothing to recover from; the log's end
 * shows what happened if not); the same process, never restarted. Then, the app stopped, every
 * command answered 2xx is in the store and its read models.
 */
export const expectRecoveredInPlace = async (
  app: AppProcess,
  drill: FaultDrill,
  storage: AppStorage,
): Promise<void> => {
  expect(drill.recovered).toBe(true);
  expect({ logged: !projectionFailed(app) || drill.logged, log: app.logs.slice(-12) }).toMatchObject({
    logged: true,
  });
  expect(app.alive()).toBe(true);
  await app.stopWhenReady();
  expect(allKept(await checkStorage(storage, drill.answered))).toBe(true);
};
