import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Config } from '@academy/platform';
import express from 'express';
import { precompressedAssets } from './precompressed-assets.js';

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

/** Serves the built frontend; every page route gets index.html with the settings injected. */
export const staticFrontend = (config: Config, dist = frontendDist): express.Router => {
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
  const html = readFileSync(indexFile, 'utf8')
    .replace('</head>', `${settings}</head>`)
    .replace(/<title>[^<]*<\/title>/, `<title>Academy of ${config.ACADEMY_NAME}</title>`);
  const assets = path.join(dist, 'assets');
  router.use(
    '/assets',
    ...(existsSync(assets) ? [precompressedAssets(assets)] : []),
    express.static(assets, { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.get(settingsPath, (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('text/javascript').send(settingsScript);
  });
  router.use(precompressedAssets(dist), express.static(dist, { index: false }));
  router.get(/^(?!\/rest\/).*/, (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(html);
  });
  return router;
};
