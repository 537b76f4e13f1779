import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, embeddedStore, type Config } from '@academy/platform';
import { localUrl, startServer, type RunningServer } from '../server.js';
import { isClusterMessage, type ClusterMessage } from './messages.js';
import { workersMetrics } from './worker-metrics.js';

const workerMain = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker-main.js');

/** A worker not gone this long after it was told to stop is killed. */
const STOP_GRACE_MS = 20_000;
/** The pause before replacing a worker that ended before it served. */
const RESTART_PAUSE_MS = 1_000;

export type ServedByWorkers = Pick<RunningServer, 'core' | 'url' | 'stop'>;

const exitOf = (worker: Worker) =>
  worker.isDead() ? Promise.resolve() : new Promise<void>((resolve) => worker.once('exit', () => resolve()));

/** Tells a worker to drain and stop; kills it if it is not gone within STOP_GRACE_MS. */
const stopWorker = async (worker: Worker): Promise<void> => {
  const exited = exitOf(worker);
  const stop: ClusterMessage = { academy: 'stop' };
  if (worker.isConnected()) worker.send(stop);
  else worker.process.kill('SIGTERM');
  const force = setTimeout(() => worker.process.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(force);
};

/**
 * `HTTP_WORKERS` above 1 (`npm start` on the embedded PostgreSQL or DATABASE_URL): this process,
 * the primary, holds what must be one (the database it started, the projections, the scheduler,
 * mail and background work; the caller holds the data folder's lock and the operator socket) and
 * forks that many HTTP workers (`node:cluster`), each serving every route on the one PORT over the
 * same database. A worker that ends is replaced. METRICS_PORT (the primary's) sums the workers'
 * metrics with its own. `stop()` drains the workers, then the primary.
 */
export const startHttpWorkers = async (config: Config): Promise<ServedByWorkers> => {
  if (!config.DATABASE_URL && (await embeddedStore(config)) === 'pglite')
    throw new ConfigError(
      `HTTP_WORKERS=${config.HTTP_WORKERS} needs PostgreSQL: a PGlite store opens in one process only ` +
        '(move it to the embedded PostgreSQL as docs/operations.md says, or unset HTTP_WORKERS)',
    );
  const { site } = config;
  // Its own listener is private (health only): the public PORT is the workers'.
  const primary = await startServer({
    config: {
      ...config,
      APP_ROLE: 'projections',
      HOST: '127.0.0.1',
      PORT: 0,
      site: { ...site, bound: () => undefined },
    },
    otherMetrics: workersMetrics,
  });
  const { core } = primary;
  let stopping = false;
  let started = false;
  const env = { DATABASE_URL: core.databaseUrl ?? '', APP_ROLE: 'web', HTTP_WORKERS: '1', METRICS_PORT: '' };
  cluster.setupPrimary({ exec: workerMain });
  const ready = new Map<number, number>();
  const allReady = new Promise<number>((resolve, reject) => {
    cluster.on('message', (worker, message: unknown) => {
      if (!isClusterMessage(message) || message.academy !== 'ready') return;
      ready.set(worker.id, message.port);
      if (!started && ready.size === config.HTTP_WORKERS) resolve(message.port);
    });
    cluster.on('exit', (worker, code, signal) => {
      const served = ready.delete(worker.id);
      if (stopping) return;
      if (!started) {
        reject(new Error(`an HTTP worker exited while starting (code ${code}, signal ${signal})`));
        return;
      }
      core.logger.warn('an HTTP worker ended; starting another', { pid: worker.process.pid, code, signal });
      // One that never got to serve (the database gone, say) is replaced after a pause, not in a loop.
      if (served) cluster.fork(env);
      else
        setTimeout(() => {
          if (!stopping) cluster.fork(env);
        }, RESTART_PAUSE_MS).unref();
    });
  });
  const stopWorkers = () => {
    stopping = true;
    return Promise.all(Object.values(cluster.workers ?? {}).flatMap((w) => (w ? [stopWorker(w)] : [])));
  };
  for (let i = 0; i < config.HTTP_WORKERS; i++) cluster.fork(env);
  let port: number;
  try {
    port = await allReady;
  } catch (error) {
    await stopWorkers();
    await primary.stop();
    throw error;
  }
  started = true;
  site.bound(port);
  return {
    core,
    url: localUrl(config.HOST, port),
    async stop() {
      await stopWorkers();
      await primary.stop();
    },
  };
};
