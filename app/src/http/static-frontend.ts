import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DomainError } from '@academy/domain';
import { sendError, type Config } from '@academy/platform';
import { renderHead, type PageHead } from '@academy/query-service';
import express from 'express';
import { precompressedAssets } from './precompressed-assets.js';
import { type RenderPage, withServerRender } from './server-render.js';

export const frontendDist = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../frontend/dist',
);

/** What the page shows that is configured at run time, not at build time. */
export const runtimeSettings = (config: Config) => ({
  academyName: config.ACADEMY_NAME,
  aboutUrl: config.ABOUT_URL,
  privacyUrl: config.PRIVACY_URL,
  contactUrl: config.CONTACT_URL,
  encyclopediaUrl: config.ENCYCLOPEDIA_URL,
  wikiTestHost: config.WIKI_TEST_HOST,
  wikiProdHost: config.WIKI_PROD_HOST,
});

/** The runtime settings as a script the page loads before the app. */
export const settingsPath = '/academy-settings.js';

const escapeForScript = (json: string): string => json.replace(/</g, '\\u003c');

/**
 * What the assets' static server refuses (a folder, an encoded `..`, a NUL, a bad escape, a file
 * that is not there) is the client's mistake: 404, or 400 for an address that does not decode,
 * never a 500 with a stack in the log. Any other error passes on.
 */
const assetRefusal: express.ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return next(error);
  sendError(
    res,
    status === 400
      ? new DomainError('validation-failed', 'The address is not a valid asset path', [
          { path: '(path)', message: 'The address is not a valid asset path' },
        ])
      : new DomainError('not-found', 'Page Not Found'),
  );
};

/** The status and head of the page a request asks for (the query side's `Site.describe`). */
export type DescribePage = (req: express.Request) => Promise<PageHead>;

/**
 * Serves the built frontend; every page gets index.html with the settings injected and its own
 * head and status (404 for an address no route opens, or a missing publication or profile), and a
 * visitor's page its content rendered on the server (`render`).
 */
export const staticFrontend = (
  config: Config,
  dist = frontendDist,
  describe: DescribePage = async () => ({ status: 200, tags: [] }),
  render: RenderPage = async () => null,
): express.Router => {
  const router = express.Router();
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    router.get(/^(?!\/rest\/).*/, (_req, res) => {
      res.status(503).type('text/plain').send('The frontend is not built: run `npm run build`.');
    });
    return router;
  }
  // A script file, not an inline one: the Content-Security-Policy is `script-src 'self'`.
  const settingsScript = `window.__ACADEMY__ = ${escapeForScript(JSON.stringify(runtimeSettings(config)))};\n`;
  const settings = `<script src="${settingsPath}"></script>`;
  const html = readFileSync(indexFile, 'utf8').replace('</head>', `${settings}</head>`);
  const siteName = `Academy of ${config.ACADEMY_NAME}`;
  const assets = path.join(dist, 'assets');
  router.use(
    '/assets',
    ...(existsSync(assets) ? [precompressedAssets(assets)] : []),
    express.static(assets, { immutable: true, maxAge: '1y', fallthrough: false }),
    assetRefusal,
  );
  router.get(settingsPath, (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('text/javascript').send(settingsScript);
  });
  router.use(precompressedAssets(dist), express.static(dist, { index: false }));
  router.get(/^(?!\/rest\/).*/, async (req, res) => {
    const head = await describe(req);
    // A visitor's page comes rendered (its content before any script runs); a status page does not.
    const page = head.status === 200 ? await render(req) : null;
    const titled = head.title === undefined && page?.title ? { ...head, title: page.title } : head;
    const body = renderHead(page ? withServerRender(html, page) : html, titled, siteName);
    res.status(head.status).set('Cache-Control', 'no-cache').type('html').send(body);
  });
  return router;
};
