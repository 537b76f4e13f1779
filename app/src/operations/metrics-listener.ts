import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { addProjectionLagSource, metricsContentType, metricsText } from '@academy/platform';
import { type AcademyCore } from '../academy.js';
import { readProjectionLag } from './projection-lag.js';

export interface MetricsListener {
  url: string;
  close(): Promise<void>;
}

/**
 * `GET /metrics` (Prometheus text) on its own listener, METRICS_HOST:METRICS_PORT (127.0.0.1 by
 * default), never on the public one; with `others` (the HTTP workers'), their metrics aggregated
 * with this process's. Undefined when METRICS_PORT is not set.
 */
export const startMetricsListener = async (
  core: AcademyCore,
  others: () => Promise<object[][]> = () => Promise.resolve([]),
): Promise<MetricsListener | undefined> => {
  const { METRICS_PORT: port, METRICS_HOST: host } = core.config;
  if (port === undefined) return undefined;
  const removeLag = addProjectionLagSource(() => readProjectionLag(core));
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    others()
      .then((theirs) => metricsText(theirs))
      .then(
        (text) => res.writeHead(200, { 'content-type': metricsContentType }).end(text),
        () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shown = address.address.includes(':') ? `[${address.address}]` : address.address;
  return {
    url: `http://${shown}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        removeLag();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
