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
  sharedStyleSheet(): Promise<string>;
}

/** What the frontend's server build gives the app server. */
export interface PageRenderer {
  /** The page of a request rendered on the server, or null: a member's, a redirect, a failure. */
  render(req: express.Request): Promise<ServerRenderedPage | null>;
  /** The text of the style sheet every page links (null: no server build). */
  sharedStyleSheet(): Promise<string | null>;
}

/** No server build: the browser renders every page. */
export const noServerRender: PageRenderer = {
  render: async () => null,
  sharedStyleSheet: async () => null,
};

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
): PageRenderer => {
  let entry: Promise<FrontendServerEntry | null> | undefined;
  const load = () =>
    (entry ??= existsSync(entryFile)
      ? (import(pathToFileURL(entryFile).href) as Promise<FrontendServerEntry>)
      : Promise.resolve(null));
  const render = async (req: express.Request): Promise<ServerRenderedPage | null> => {
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
  const sharedStyleSheet = async (): Promise<string | null> => {
    const frontend = await load().catch(() => null);
    return frontend ? frontend.sharedStyleSheet() : null;
  };
  return { render, sharedStyleSheet };
};

const escapeForScript = (json: string): string => json.replace(/</g, '\\u003c');

// Function replacers: a `$&` in the page's text is text, not a replacement pattern.
/**
 * index.html with the page's styles in the head (the shared sheet linked at `sharedHref`, then the
 * page's own rules), its markup in the root and its data for the app.
 */
export const withServerRender = (html: string, page: ServerRenderedPage, sharedHref: string): string =>
  html
    .replace('</head>', () => `<link rel="stylesheet" href="${sharedHref}">${page.styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.markup}</div>`)
    .replace(
      '</body>',
      () =>
        `<script type="application/json" id="server-state">${escapeForScript(page.state)}</script></body>`,
    );
