import { createHash } from 'node:crypto';
import type express from 'express';
import { type QueryDeps } from '../deps.js';
import { readYourWrites } from '../freshness/read-your-writes.js';

/** Bumped when an answer's shape changes, so that no client keeps an ETag of the old one. */
const ANSWER_FORMAT = '1';
/**
 * Visitors' answers: a shared cache (the gateway) keeps them 5 s, then revalidates by ETag; a
 * browser revalidates every time (a 304 costs no SQL). No `stale-while-revalidate`: a browser then
 * showed a stale answer and revalidated it in the background, a request that outlived the page.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=5';
/** Anyone else's: kept by their browser only, revalidated by ETag every time. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

export interface CachedReadSpec {
  /** The read models the answer is read from: its positions key the answer; read-your-writes waits for them. */
  projections: readonly string[];
  /** Whom the answer is for (see audience.ts): answers of one audience never serve another. */
  audience: (req: express.Request) => string;
}

const etagOf = (key: string, positions: string): string =>
  `W/"${createHash('sha256').update(`${ANSWER_FORMAT}\n${key}\n${positions}`).digest('base64url').slice(0, 27)}"`;

const matches = (header: string | undefined, etag: string): boolean =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || `W/${t}` === etag;
  });

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
 * A query's answer depends on its parameters, the viewer's audience and its read models' positions:
 * that triple is its ETag (a matching If-None-Match answers 304 without SQL) and its key in the
 * in-process cache (a repeat answers without SQL until a read model moves). With `X-Min-Position`,
 * the query first waits for its read models (read-your-writes) and reads their positions afresh:
 * an answer is served from the cache only if it was read at those positions, never an older one;
 * if the wait ran out (`X-Stale: true`), the answer is read again. Requests for an answer being
 * read wait for that read (in-flight.ts). Where the service has no cache
 * (a route built alone), this is read-your-writes only.
 */
export const cachedRead = (deps: QueryDeps, spec: CachedReadSpec): express.RequestHandler => {
  const fresh = readYourWrites(deps, spec.projections);
  const cache = deps.readCache;
  if (!cache) return fresh;
  return (req, res, next) => {
    void (async () => {
      const route = (req.route as { path?: string } | undefined)?.path ?? req.path;
      const minPosition = req.get('x-min-position');
      const named = minPosition !== undefined && minPosition !== '';
      const passed = named ? await waited(fresh, req, res) : (res.set('X-Stale', 'false'), true);
      if (res.headersSent) return;
      const positions = await cache.positions.token(spec.projections, named);
      const audience = spec.audience(req);
      const key = `${audience} ${req.originalUrl}`;
      const etag = etagOf(key, positions);
      const cacheControl =
        passed && (audience === 'visitor' || audience === 'everyone')
          ? PUBLIC_CACHE_CONTROL
          : PRIVATE_CACHE_CONTROL;
      res.set({ ETag: etag, 'Cache-Control': cacheControl });
      res.vary('Cookie');
      res.vary('X-Min-Position');
      if (passed && matches(req.get('if-none-match'), etag)) {
        cache.count(route, 'not-modified');
        res.status(304).end();
        return;
      }
      const hit = passed
        ? (cache.answers.get(key, positions) ?? (await cache.inFlight.get(key, positions)))
        : undefined;
      if (hit) {
        cache.count(route, 'hit');
        res.set({ 'Content-Type': hit.contentType, 'X-Cache': 'hit' }).send(hit.body);
        return;
      }
      cache.count(route, passed ? 'miss' : 'fresh');
      res.set('X-Cache', passed ? 'miss' : 'fresh');
      const done = passed ? cache.inFlight.start(key, positions) : () => undefined;
      res.once('close', () => done());
      const send = res.send.bind(res);
      res.send = ((body?: unknown) => {
        if (res.statusCode !== 200) {
          res.removeHeader('ETag');
          res.removeHeader('Cache-Control');
          done();
        } else if (typeof body === 'string' || Buffer.isBuffer(body)) {
          const bytes = typeof body === 'string' ? Buffer.from(body) : body;
          const contentType = String(res.get('Content-Type') ?? 'application/octet-stream');
          const answer = { positions, etag, contentType, body: bytes };
          cache.answers.set(key, answer);
          done(answer);
        }
        return send(body);
      }) as typeof res.send;
      next();
    })().catch(next);
  };
};
