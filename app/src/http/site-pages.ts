import { readYourWrites, siteRoutes, type ReadCache } from '@academy/query-service';
import express from 'express';
import { type AcademyCore } from '../academy.js';
import { PageCache } from './page-cache.js';
import { serverRenderer } from './server-render.js';
import { runtimeSettings, staticFrontend } from './static-frontend.js';

/** Runs read-your-writes as a step: resolves once the wait is over, true when the read models passed. */
const waited = (fresh: express.RequestHandler, req: express.Request, res: express.Response) =>
  new Promise<boolean>((resolve, reject) => {
    void fresh(req, res, (error?: unknown) =>
      error
        ? reject(error instanceof Error ? error : new Error(String(error)))
        : resolve(res.get('X-Stale') !== 'true'),
    );
  });

/**
 * Visitors' pages kept by address and the positions of every read model (a page reads several, and
 * its head reads more): any batch the projections commit moves the key. With `X-Min-Position`, the
 * page waits for the read models first, as a query does.
 */
const pageCacheOf = (core: AcademyCore, readCache: ReadCache) => {
  const names = core.projections.map((p) => p.name);
  const fresh = readYourWrites(
    {
      db: core.db,
      store: core.store,
      logger: core.logger,
      access: core.access,
      projectionsAdvanced: core.config.APP_ROLE === 'all' ? core.runner.advanced : undefined,
      projectionsFromKafka: core.config.KAFKA_BROKERS !== undefined,
    },
    names,
  );
  return (format: string) =>
    new PageCache({
      format,
      positions: async (req, res) => {
        const named = (req.get('x-min-position') ?? '') !== '';
        const passed = named ? await waited(fresh, req, res) : true;
        const token = await readCache.positions.token(names, named);
        // The footer shows the year: a page of last year is not this year's.
        return { token: `${token} ${core.clock().getUTCFullYear()}`, passed };
      },
    });
};

/**
 * What browsers, crawlers and harvesters read outside /rest: robots.txt, the sitemaps, the Journal's
 * Atom feed, OAI-PMH at /oai, then the built frontend, each page with its status and head; visitors'
 * pages kept in a page cache when the query side keeps answers (`readCache`).
 */
export const sitePages = (
  core: AcademyCore,
  frontendDist?: string,
  readCache?: ReadCache,
): express.Router => {
  const site = siteRoutes({
    db: core.db,
    store: core.store,
    site: core.config.site,
    tiers: core.config.tiers,
    academyName: core.config.ACADEMY_NAME,
    adminEmail: /<([^>]+)>/.exec(core.config.MAIL_FROM)?.[1] ?? core.config.MAIL_FROM,
    clock: core.clock,
  });
  // A read model that cannot answer (not created yet, its database away) leaves the page as it was
  // before the server knew heads: the app, 200, the site's title.
  const describe = (req: express.Request) =>
    site.describe(req).catch((error: unknown) => {
      core.logger.warn('page head unavailable', { path: req.path, error: String(error) });
      return { status: 200 as const, tags: [] };
    });
  const renderer = serverRenderer(core.config, core.logger, runtimeSettings(core.config));
  return express.Router().use(
    site.router,
    staticFrontend(core.config, {
      dist: frontendDist,
      describe,
      renderer,
      ...(readCache ? { pageCache: pageCacheOf(core, readCache) } : {}),
    }),
  );
};
