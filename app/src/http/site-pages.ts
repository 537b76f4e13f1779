import { siteRoutes } from '@academy/query-service';
import express from 'express';
import { type AcademyCore } from '../academy.js';
import { serverRenderer } from './server-render.js';
import { runtimeSettings, staticFrontend } from './static-frontend.js';

/**
 * What browsers, crawlers and harvesters read outside /rest: robots.txt, the sitemaps, the Journal's
 * Atom feed, OAI-PMH at /oai, then the built frontend, each page with its status and head.
 */
export const sitePages = (core: AcademyCore, frontendDist?: string): express.Router => {
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
  const render = serverRenderer(core.config, core.logger, runtimeSettings(core.config));
  return express.Router().use(site.router, staticFrontend(core.config, frontendDist, describe, render));
};
