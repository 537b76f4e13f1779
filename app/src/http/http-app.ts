import { commandSide, type CommandDeps } from '@academy/command-service';
import { openBlobStore, restApp, type Config, type RestSide, type RouteSpec } from '@academy/platform';
import { queryRoutes, ReadCache } from '@academy/query-service';
import type express from 'express';
import { type AcademyCore } from '../academy.js';
import { operationsRoutes } from '../operations/console/route.js';
import { readiness } from '../operations/readiness.js';
import { compressResponses } from './compress-responses.js';
import { sitePages } from './site-pages.js';
import { vacuumInBackground } from '../privacy/after-erasure.js';

export type Lifecycle = 'starting' | 'ready' | 'stopping';

export interface HttpAppOptions {
  lifecycle: () => Lifecycle;
  /** Built frontend folder (tests may point elsewhere). */
  frontendDist?: string;
  /** Whether the start's page warm-up is done (`/readyz` says `warming` until then). */
  warmed?: () => boolean;
}

const routeTableKey = 'academyRouteTable';

/** Whether a process of this APP_ROLE answers the commands (`web`: an HTTP worker, both sides). */
export const servesCommands = (role: Config['APP_ROLE']): boolean =>
  role === 'all' || role === 'commands' || role === 'web';

/** Whether a process of this APP_ROLE answers the queries and the site's pages. */
export const servesQueries = (role: Config['APP_ROLE']): boolean =>
  role === 'all' || role === 'queries' || role === 'web';

/** Every /rest endpoint the app serves, with its requirement (for the route-table test). */
export const routeTableOf = (app: express.Express): readonly RouteSpec[] =>
  app.locals[routeTableKey] as RouteSpec[];

/**
 * One Express app through the one request pipeline (`restApp`): health and readiness, then /rest
 * (503 until ready; cross-origin refusal, body readers, the input gate, the session layer; the
 * commands and queries this process serves, each endpoint guarded by its requirement), then the
 * site's pages (the built frontend). Answers are compressed where the client accepts it.
 */
export const createHttpApp = (core: AcademyCore, options: HttpAppOptions): express.Express => {
  const blobs = openBlobStore(core.config.dataDir);
  const commandDeps: CommandDeps = {
    db: core.db,
    store: core.store,
    keys: core.store.keys,
    clock: core.clock,
    ids: core.ids,
    passwords: core.passwords,
    logger: core.logger,
    access: core.access,
    mailer: core.mailer,
    mail: core.mail,
    config: core.config,
    payments: core.payments,
    blobs,
    afterErasure: (position) => vacuumInBackground(core, position),
  };
  const commands = commandSide(commandDeps);
  // In one process the runner wakes waiting queries; across processes they poll.
  const projectionsAdvanced = core.config.APP_ROLE === 'all' ? core.runner.advanced : undefined;
  const projectionsFromKafka = core.config.KAFKA_BROKERS !== undefined;
  // The query side's answers and the visitors' pages share the read models' positions.
  const readCache =
    core.config.QUERY_CACHE_ENTRIES > 0
      ? new ReadCache(core.db, {
          maxEntries: core.config.QUERY_CACHE_ENTRIES,
          advanced: projectionsAdvanced,
          kafka: projectionsFromKafka,
        })
      : undefined;
  const queries = queryRoutes({
    db: core.db,
    store: core.store,
    clock: core.clock,
    ids: core.ids,
    logger: core.logger,
    access: core.access,
    blobs,
    ...(core.search
      ? { search: core.search.reader, searchProjections: ['profiles', core.search.projection.name] }
      : {}),
    ...(core.journalSearch
      ? {
          journalSearch: {
            reader: core.journalSearch.reader,
            projections: ['journal', core.journalSearch.projection.name],
          },
        }
      : {}),
    projectionsAdvanced,
    projectionsFromKafka,
    cacheEntries: core.config.QUERY_CACHE_ENTRIES,
    readCache,
    searchMisses: core.searchMisses,
    journal: {
      dataDir: core.config.DATA_DIR,
      site: core.config.site,
      academyName: core.config.ACADEMY_NAME,
    },
  });
  // Scaled out, each process serves one side (APP_ROLE) and the gateway routes between them; an
  // HTTP worker (`web`) serves both.
  const role = core.config.APP_ROLE;
  const serving = servesCommands(role) || servesQueries(role);
  const sides: RestSide[] = [
    ...(servesCommands(role) ? [commands] : []),
    ...(servesQueries(role) ? [queries] : []),
    ...(serving ? [operationsRoutes(core, core.access)] : []),
  ];
  const serveQueries = sides.includes(queries);
  const app = restApp({
    config: core.config,
    db: core.db,
    clock: core.clock,
    logger: core.logger,
    sides,
    ready: () => options.lifecycle() === 'ready',
    before: (http) => {
      http.use(compressResponses());
      http.get(
        '/readyz',
        readiness(core, () => options.lifecycle() === 'ready', options.warmed),
      );
      http.get('/healthz', (_req, res) => {
        const state = options.lifecycle();
        res.status(state === 'ready' ? 200 : 503).json({ status: state === 'ready' ? 'ok' : state });
      });
    },
    after: (http) => {
      if (serveQueries) http.use(sitePages(core, options.frontendDist, readCache));
    },
  });
  app.locals[routeTableKey] = sides.flatMap((side) => side.routes);
  return app;
};
