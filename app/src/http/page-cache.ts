import { createHash } from 'node:crypto';
import { AnswerCache, InFlight, type CachedAnswer } from '@academy/query-service';
import type express from 'express';

/** A page as built for a request: its status and HTML; `cacheable` when it may serve others. */
export interface BuiltPage {
  status: number;
  html: string;
  /** The page was rendered whole (a visitor's 200 with its content), not a shell or a status page. */
  cacheable: boolean;
}

export interface PageCacheDeps {
  /**
   * The read models' positions for this request, after read-your-writes: with `X-Min-Position`,
   * once the read models passed it (`passed` false when the wait ran out), read afresh.
   */
  positions: (req: express.Request, res: express.Response) => Promise<{ token: string; passed: boolean }>;
  /** What the page also depends on besides its address and the read models: the build, the settings. */
  format: string;
  /** At most this many pages (200) and bytes (32 MiB). */
  maxEntries?: number;
  maxBytes?: number;
}

/** The audience of a cached page: visitors only. A member's page is never cached. */
const AUDIENCE = 'visitor';

const matches = (header: string | undefined, etag: string): boolean =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || `W/${t}` === etag;
  });

/**
 * Visitors' pages, rendered once per (address, audience, read-model positions) like the query side's
 * answers (`cachedRead`): that triple, with the build, is the page's ETag (a matching
 * If-None-Match answers 304 without rendering) and its key here. A page is served from the cache
 * only if it was rendered at the read models' current positions, read afresh after every batch the
 * projections commit, and after `X-Min-Position` was passed: a removed publication, an erased
 * member changes the positions, so no page still showing them is served. Requests for a page being
 * rendered wait for that render.
 */
export class PageCache {
  private readonly pages: AnswerCache;
  private readonly rendering = new InFlight();

  constructor(private readonly deps: PageCacheDeps) {
    this.pages = new AnswerCache({
      maxEntries: deps.maxEntries ?? 200,
      maxBytes: deps.maxBytes ?? 32 * 1024 * 1024,
    });
  }

  get size(): number {
    return this.pages.size;
  }

  /** Sends a visitor's page: from the cache, 304, or built (and kept when it may serve others). */
  async serve(req: express.Request, res: express.Response, build: () => Promise<BuiltPage>): Promise<void> {
    const { token, passed } = await this.deps.positions(req, res);
    if (res.headersSent) return;
    const key = `${AUDIENCE} ${req.originalUrl}`;
    const etag = `W/"${createHash('sha256').update(`${this.deps.format}\n${key}\n${token}`).digest('base64url').slice(0, 27)}"`;
    // Revalidated every time: a visitor's browser and shared caches keep the page, never a member's.
    res.set('Cache-Control', 'no-cache').vary('Cookie');
    if (passed && matches(req.get('if-none-match'), etag)) {
      res.set({ ETag: etag, 'X-Cache': 'not-modified' }).status(304).end();
      return;
    }
    const hit = passed ? (this.pages.get(key, token) ?? (await this.rendering.get(key, token))) : undefined;
    if (hit) {
      res.set({ ETag: etag, 'X-Cache': 'hit' }).status(200).type('html').send(hit.body);
      return;
    }
    const done = passed ? this.rendering.start(key, token) : () => undefined;
    let answer: CachedAnswer | undefined;
    try {
      const page = await build();
      if (page.cacheable && page.status === 200) {
        answer = { positions: token, etag, contentType: 'text/html', body: Buffer.from(page.html) };
        if (passed) this.pages.set(key, answer);
        res.set('ETag', etag);
      }
      res
        .set('X-Cache', passed ? 'miss' : 'fresh')
        .status(page.status)
        .type('html')
        .send(page.html);
    } finally {
      done(answer);
    }
  }
}
