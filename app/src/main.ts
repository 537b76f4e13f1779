import {
  acquireDataDirLock,
  collectGarbage,
  ConfigError,
  DataDirLockedError,
  loadConfig,
  serveOperatorSocket,
} from '@academy/platform';
import { startHttpWorkers } from './cluster/http-workers.js';
import { operatorHandlers } from './operator/handlers.js';
import { startServer } from './server.js';

/**
 * `npm start`: one process serving the API and the built frontend on the embedded default; with
 * HTTP_WORKERS above 1, this process and that many HTTP workers behind the one port.
 */
const main = async () => {
  const config = loadConfig();
  const lock = await acquireDataDirLock(config.dataDir);
  const workers = config.HTTP_WORKERS;
  const starting = workers > 1 ? startHttpWorkers(config) : startServer({ config });
  const server = await starting.catch(async (error: unknown) => {
    await lock.release();
    throw error;
  });
  const operator = await serveOperatorSocket(lock.info.socket, operatorHandlers(server.core));
  // Starting (migrations, the projections' catch-up) leaves garbage V8 would hold for some seconds more.
  collectGarbage();
  process.stdout.write(
    `Academy is running at ${server.url} (data: ${server.core.storage}${workers > 1 ? `; ${workers} HTTP workers` : ''}). Press Ctrl-C to stop.\n`,
  );
  const { site } = config;
  process.stdout.write(
    site.source === 'PUBLIC_URL'
      ? `Links in mail, feeds and pages use ${site.base()} (PUBLIC_URL).\n`
      : `Links in mail, feeds and pages use ${site.base()} (HOST and PORT; set PUBLIC_URL to the site's public address).\n`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: stopping…\n`);
    void (async () => {
      try {
        await operator.close();
        await server.stop();
        process.stdout.write('Stopped cleanly.\n');
      } catch (error) {
        process.stderr.write(`Stopping failed: ${(error as Error).message}\n`);
        process.exitCode = 1;
      } finally {
        await lock.release();
        process.exit();
      }
    })();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
};

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  process.stderr.write(
    `${known ? (error as Error).message : `Could not start: ${(error as Error).stack ?? String(error)}`}\n`,
  );
  process.exit(1);
});
