import {
  acquireDataDirLock,
  callOperator,
  ConfigError,
  DataDirLockedError,
  loadConfig,
  readLock,
  type Config,
  type OperatorMessage,
} from '@academy/platform';
import { type AcademyCore, openCore } from '../academy.js';

/**
 * Runs an operator command where the data is: through the running app's operator socket when
 * one holds DATA_DIR, else on the data itself (then the projections are brought to the head).
 */
export const onData = async <T>(
  command: string,
  args: Record<string, unknown>,
  handlers: {
    remote: (message: OperatorMessage) => void;
    local: (core: AcademyCore, signal: AbortSignal) => Promise<T>;
  },
): Promise<T | unknown> => {
  const config: Config = loadConfig();
  const holder = await readLock(config.dataDir);
  if (holder) {
    process.stderr.write(
      `The app is running on ${config.dataDir} (pid ${holder.pid}); asking it to ${command}.\n`,
    );
    return callOperator(holder.socket, { command, args }, handlers.remote);
  }
  const lock = await acquireDataDirLock(config.dataDir);
  const abort = new AbortController();
  const interrupt = () => abort.abort();
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  const core = await openCore({ config });
  try {
    const result = await handlers.local(core, abort.signal);
    if (!abort.signal.aborted) {
      await core.runner.start();
      await core.runner.whenCaughtUp();
    }
    return result;
  } finally {
    await core.close();
    await lock.release();
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
  }
};

/** One clear line and exit code 1 for the errors an operator can fix. */
export const runCli = (main: () => Promise<void>): void => {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      const known = error instanceof ConfigError || error instanceof DataDirLockedError;
      process.stderr.write(`${known || error instanceof Error ? (error as Error).message : String(error)}\n`);
      process.exit(1);
    },
  );
};
