import http from 'node:http';
import type express from 'express';
import { type AddressInfo } from 'node:net';
import { commandSideMaintenance } from '@academy/command-service';
import { platformMaintenance, schedulerRunsTotal } from '@academy/platform';
import { querySideMaintenance } from '@academy/query-service';
import { type AcademyCore, type AcademyOptions, openCore } from './academy.js';
import { finishInterruptedErasures } from './privacy/after-erasure.js';
import { answerClientErrors } from './http/client-errors.js';
import { createHttpApp, servesCommands, servesQueries, type Lifecycle } from './http/http-app.js';
import { frontendDist } from './http/static-frontend.js';
import { warmPages } from './http/warm-pages.js';
import { startMetricsListener, type MetricsListener } from './operations/metrics-listener.js';
import { startBackgroundWork, type BackgroundWork } from './roles/background-work.js';
import { startMembershipScheduler, type MembershipScheduler } from './scheduler/membership-scheduler.js';

export interface RunningServer {
  core: AcademyCore;
  /** The Express app it serves (tests walk its routes). */
  http: express.Express;
  url: string;
  port: number;
  /** `http://127.0.0.1:<METRICS_PORT>/metrics` when METRICS_PORT is set. */
  metricsUrl?: string;
  /** The membership expiry scheduler (APP_ROLE `all` or `projections`); tests call its `sweep`. */
  scheduler?: MembershipScheduler;
  /** Drains requests, stops projections at a checkpoint, closes the database. */
  stop(): Promise<void>;
}

/** The address this machine reaches a server listening on HOST:port at (the start line's). */
export const localUrl = (host: string, port: number): string => {
  const named = host.includes(':') ? `[${host}]` : host;
  return `http://${named === '0.0.0.0' ? '127.0.0.1' : named}:${port}`;
};

/** Hourly: what each package's operational tables hold past its time (sessions, keys, attempts, links, flows, search misses). */
const purgeOperationalTables = async (core: AcademyCore): Promise<void> => {
  const now = core.clock();
  await platformMaintenance.purge(core.db, now);
  await commandSideMaintenance.purge(core.db, now, core.config);
  await querySideMaintenance.purge(core.db, now);
};

/**
 * Starts the single-process server: it listens at once (health 503), catches the projections up,
 * then answers (health 200).
 */
export const startServer = async (
  options: AcademyOptions & {
    frontendDist?: string;
    /** Other processes' metrics to aggregate with this one's on METRICS_PORT (the HTTP workers'). */
    otherMetrics?: () => Promise<object[][]>;
  },
): Promise<RunningServer> => {
  // A server runs in production mode unless NODE_ENV says otherwise (jest sets "test"): the page
  // renderer's React and Redux Toolkit otherwise load their development builds, with their checks,
  // and render a page about twice as slowly.
  process.env.NODE_ENV ??= 'production';
  let lifecycle: Lifecycle = 'starting';
  let warmed = false;
  const core = await openCore(options);
  const app = createHttpApp(core, {
    lifecycle: () => lifecycle,
    frontendDist: options.frontendDist,
    warmed: () => warmed,
  });
  const server = http.createServer(app);
  answerClientErrors(server);
  // Idle keep-alive connections outlive a client's or gateway's own idle limit (nginx 60 s), so the
  // client closes them first; a server closing one as a request arrives on it resets that request.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(core.config.PORT, core.config.HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  // Links in mail and published documents use the configured address, never a request's Host.
  core.config.site.bound(port);
  core.logger.info('links in mail and published documents use the site address', {
    site: core.config.site.base(),
    from: core.config.site.source,
  });
  let background: BackgroundWork | undefined;
  let metrics: MetricsListener | undefined;
  try {
    metrics = await startMetricsListener(core, options.otherMetrics);
    background = await startBackgroundWork(core, undefined, { rebuildBatchSize: options.rebuildBatchSize });
    if (servesCommands(core.config.APP_ROLE)) await finishInterruptedErasures(core);
  } catch (error) {
    server.close();
    await metrics?.close();
    await background?.stop();
    await core.close();
    throw error;
  }
  const role = core.config.APP_ROLE;
  const scheduler = role === 'all' || role === 'projections' ? startMembershipScheduler(core) : undefined;
  lifecycle = 'ready';
  const url = localUrl(core.config.HOST, port);
  // The pages are warmed once the server answers (a page's render asks its own /rest), in the
  // background: `/readyz` says `warming` until they are done, a gateway sends visitors elsewhere.
  const stopping = new AbortController();
  const warming =
    servesQueries(role) && core.config.WARM_PAGES === 'on'
      ? warmPages(url, options.frontendDist ?? frontendDist, core.logger, stopping.signal).finally(
          () => (warmed = true),
        )
      : Promise.resolve((warmed = true));
  const purge = setInterval(
    () =>
      void purgeOperationalTables(core).then(
        () => schedulerRunsTotal.inc({ job: 'purge-operational-tables', outcome: 'ok' }),
        (error: unknown) => {
          schedulerRunsTotal.inc({ job: 'purge-operational-tables', outcome: 'failed' });
          core.logger.error('purging operational tables failed', { error: (error as Error).message });
        },
      ),
    3_600_000,
  );
  purge.unref();
  return {
    core,
    http: app,
    ...(scheduler ? { scheduler } : {}),
    port,
    url,
    metricsUrl: metrics?.url,
    async stop() {
      lifecycle = 'stopping';
      stopping.abort();
      await warming;
      clearInterval(purge);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 10_000);
      await closed;
      clearTimeout(force);
      await metrics?.close();
      await scheduler?.stop();
      await background?.stop();
      await core.close();
    },
  };
};
