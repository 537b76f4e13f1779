import { parseWith, registrySearchSchema } from '@academy/domain';
import express from 'express';
import { type QueryDeps } from '../deps.js';
import { readYourWrites } from '../freshness/read-your-writes.js';
import { searchRegistry } from './queries.js';

/** `GET /rest/registry/search?query=&page=&limit=` → `{ hits, total, page }`. */
export const registryRoutes = (deps: QueryDeps): express.Router => {
  const router = express.Router();
  router.get('/rest/registry/search', readYourWrites(deps, ['registry']), async (req, res) => {
    const params = parseWith(registrySearchSchema, singleValues(req.query));
    res.json(await searchRegistry(deps.db, params));
  });
  return router;
};

/** `?page=1&page=2` is one value too many: keep strings, let the schema refuse the rest. */
const singleValues = (query: express.Request['query']): Record<string, unknown> =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));
