import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Config, type Logger, readCookies, SESSION_COOKIE } from '@academy/platform';
import { type ServerRenderedPage } from '@academy/domain';
import type express from 'express';

/** The frontend's server build (`frontend/src/entry-server.tsx`, built by `scripts/build.mjs`). */
export const frontendServerEntry = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../frontend/dist-server/entry-server.js',
);

interface FrontendServerEntry {
  render(request: {
    url: string;
    fetch: typeof fetch;
    settings: unknown;
  }): Promise<ServerRenderedPage | null>;
}

/** The page of a request rendered on the server, or null: a member's, a redirect, a failure. */
export type RenderPage = (req: express.Request) => Promise<ServerRenderedPage | null>;

/** A query the page waits for longer than this leaves the page to the browser. */
const queryTimeoutMs = 5000;

/** This process's own address, as the request reached it (the page's queries go there). */
const ownOrigin = (req: express.Request): string => {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.startsWith('::ffff:') ? address.slice(7) : address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${req.socket.localPort}`;
};

/**
 * Renders a visitor's page (no session cookie) with the frontend's server build, when it is
 * built; a signed-in member gets the app's shell, rendered by the browser. A page that fails to
 * render is logged and left to the browser: never an error for the visitor.
 */
export const serverRenderer = (
  config: Config,
  logger: Logger,
  settings: unknown,
  entryFile = frontendServerEntry,
): RenderPage => {
  let entry: Promise<FrontendServerEntry | null> | undefined;
  const load = () =>
    (entry ??= existsSync(entryFile)
      ? (import(pathToFileURL(entryFile).href) as Promise<FrontendServerEntry>)
      : Promise.resolve(null));
  return async (req) => {
    if (readCookies(req).has(SESSION_COOKIE)) return null;
    try {
      const frontend = await load();
      if (!frontend) return null;
      const origin = ownOrigin(req);
      const ownFetch: typeof fetch = (input, init) =>
        fetch(new URL(String(input), origin), {
          ...init,
          signal: init?.signal
            ? AbortSignal.any([init.signal, AbortSignal.timeout(queryTimeoutMs)])
            : AbortSignal.timeout(queryTimeoutMs),
        });
      const url = new URL(req.originalUrl, config.site.base()).href;
      return await frontend.render({ url, fetch: ownFetch, settings });
    } catch (error) {
      logger.warn('page not rendered on the server', { path: req.path, error: String(error) });
      return null;
    }
  };
};

const escapeForScript = (json: string): string => json.replace(/</g, '\\u003c');

// Function replacers: a `$&` in the page's text is text, not a replacement pattern.
/** index.html with the page's styles in the head, its markup in the root and its data for the app. */
export const withServerRender = (html: string, page: ServerRenderedPage): string =>
  html
    .replace('</head>', () => `${page.styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.markup}</div>`)
    .replace(
      '</body>',
      () =>
        `<script type="application/json" id="server-state">${escapeForScript(page.state)}</script></body>`,
    );
