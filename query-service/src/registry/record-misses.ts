import type express from 'express';
import { type SearchMisses } from './search-misses.js';

/** Whether an answer (as sent: JSON text) lists nobody: `"total":0` is looked for before parsing. */
const foundNobody = (body: unknown): boolean => {
  const text = typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : undefined;
  if (text === undefined || !text.includes('"total":0')) return false;
  try {
    const answer = JSON.parse(text) as { hits?: unknown; total?: unknown };
    return answer.total === 0 && Array.isArray(answer.hits) && answer.hits.length === 0;
  } catch {
    return false;
  }
};

/**
 * Before the Registry search's cache: when the search has a text and asks for the first page, and
 * its answer (read, or served from the cache) lists nobody, the text is counted. A browser's
 * revalidation answered 304 sends no answer and is not counted again. Nothing about the searcher
 * is passed on: the text alone.
 */
export const recordSearchMisses =
  (misses: SearchMisses | undefined): express.RequestHandler =>
  (req, res, next) => {
    // Read as sent: an invalid request is answered 400 by the route, and a 400 is never counted.
    const { query, page } = req.query;
    const text = typeof query === 'string' ? query : '';
    const firstPage = page === undefined || (typeof page === 'string' && Number(page) === 1);
    if (!misses || !text.trim() || !firstPage) {
      next();
      return;
    }
    const send = res.send.bind(res);
    let counted = false;
    res.send = ((body?: unknown) => {
      if (!counted && res.statusCode === 200 && foundNobody(body)) {
        counted = true;
        misses.record(text);
      }
      return send(body);
    }) as typeof res.send;
    next();
  };
