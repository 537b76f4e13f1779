import { type Answered, startLoad } from './load.js';
import { type AppProcess, until } from './app-process.js';

/** What a projection logs when a batch goes through after failures. */
export const RECOVERED = 'projection batch applied again; recovered';

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
