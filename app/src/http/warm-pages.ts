import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Logger } from '@academy/platform';
import { frontendServerEntry } from './server-render.js';

/** The pages a start renders once before `/readyz` says ready: the ones visitors land on most. */
export const WARMED_PAGES = ['/', '/journal', '/registry', '/sign-up', '/sign-in'] as const;

/** One page may take this long on a cold, busy machine; past it the start goes on without it. */
const PAGE_TIMEOUT_MS = 30_000;

/**
 * Asks this server for its most visited pages, as a visitor, one after another: the first render
 * loads the frontend's server build and makes its style system (seconds on a cold process), and
 * each page's answer goes into the page cache. Without a built frontend (its `index.html` and
 * server entry) there is nothing to warm. Never fails: a page that does not come is logged; a stop
 * (`stopping`) ends it.
 */
export const warmPages = async (
  origin: string,
  dist: string,
  logger: Logger,
  stopping: AbortSignal,
  entryFile = frontendServerEntry,
): Promise<void> => {
  if (!existsSync(path.join(dist, 'index.html')) || !existsSync(entryFile)) return;
  const started = performance.now();
  for (const page of WARMED_PAGES) {
    if (stopping.aborted) return;
    try {
      const signal = AbortSignal.any([stopping, AbortSignal.timeout(PAGE_TIMEOUT_MS)]);
      await (await fetch(new URL(page, origin), { signal })).arrayBuffer();
    } catch (error) {
      if (!stopping.aborted) logger.warn('warming a page at start failed', { page, error: String(error) });
    }
  }
  logger.info('pages warmed', { pages: WARMED_PAGES.length, ms: Math.round(performance.now() - started) });
};
