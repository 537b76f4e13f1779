import cluster, { type Worker } from 'node:cluster';
import { isClusterMessage, type ClusterMessage } from './messages.js';

/** A worker that does not hand its metrics over within this is left out of that scrape. */
const ANSWER_MS = 2_000;
let asked = 0;

const metricsOf = (worker: Worker): Promise<object[] | undefined> =>
  new Promise((resolve) => {
    const id = ++asked;
    const done = (metrics: object[] | undefined) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      resolve(metrics);
    };
    const onMessage = (message: unknown) => {
      if (isClusterMessage(message) && message.academy === 'metrics-answer' && message.id === id)
        done(message.metrics);
    };
    const timer = setTimeout(() => done(undefined), ANSWER_MS);
    worker.on('message', onMessage);
    const ask: ClusterMessage = { academy: 'metrics', id };
    if (worker.isConnected()) worker.send(ask);
    else done(undefined);
  });

/** Every live HTTP worker's metrics (prom-client JSON), for the primary's METRICS_PORT. */
export const workersMetrics = async (): Promise<object[][]> => {
  const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
  const answers = await Promise.all(workers.map(metricsOf));
  return answers.filter((a): a is object[] => a !== undefined);
};
