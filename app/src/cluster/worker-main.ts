import { loadConfig } from '@academy/platform';
import { startServer } from '../server.js';
import { isClusterMessage, type ClusterMessage } from './messages.js';

/**
 * One HTTP worker of `HTTP_WORKERS` (forked by the primary with `node:cluster`): every route
 * (APP_ROLE `web`) on the port the workers share, over the primary's database. It drains and
 * exits when the primary says so; a Ctrl-C reaches the whole process group, and the primary
 * decides the order.
 */
const main = async () => {
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => undefined);
  const server = await startServer({ config: loadConfig() });
  let stopping = false;
  process.on('message', (message: unknown) => {
    if (!isClusterMessage(message) || message.academy !== 'stop' || stopping) return;
    stopping = true;
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`HTTP worker ${process.pid}: stopping failed: ${(error as Error).message}\n`);
        process.exit(1);
      },
    );
  });
  const ready: ClusterMessage = { academy: 'ready', port: server.port };
  process.send?.(ready);
};

main().catch((error: unknown) => {
  process.stderr.write(
    `HTTP worker ${process.pid} could not start: ${(error as Error).stack ?? String(error)}\n`,
  );
  process.exit(1);
});
