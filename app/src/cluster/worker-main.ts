import { loadConfig, metricsJson } from '@academy/platform';
import { startServer } from '../server.js';
import { isClusterMessage, type ClusterMessage } from './messages.js';

const fail = (what: string) => (error: unknown) => {
  process.stderr.write(`HTTP worker ${process.pid} ${what}: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
};

/**
 * One HTTP worker of `HTTP_WORKERS` (forked by the primary with `node:cluster`): every route
 * (APP_ROLE `web`) on the port the workers share, over the primary's database. It drains and
 * exits when the primary says so (also while it is still starting); a Ctrl-C reaches the whole
 * process group, and the primary decides the order.
 */
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => undefined);
const starting = startServer({ config: loadConfig() });
let stopping = false;
process.on('message', (message: unknown) => {
  if (isClusterMessage(message) && message.academy === 'metrics') {
    void metricsJson().then((metrics) => {
      const answer: ClusterMessage = { academy: 'metrics-answer', id: message.id, metrics };
      process.send?.(answer);
    });
    return;
  }
  if (!isClusterMessage(message) || message.academy !== 'stop' || stopping) return;
  stopping = true;
  starting.then((server) => server.stop()).then(() => process.exit(0), fail('could not stop'));
});
starting.then((server) => {
  const ready: ClusterMessage = { academy: 'ready', port: server.port };
  if (!stopping) process.send?.(ready);
}, fail('could not start'));
