import { parseWith, registrySearchSchema } from '@academy/domain';
import { RouteTable, searchDuration } from '@academy/platform';
import type express from 'express';
import { type QueryDeps } from '../deps.js';
import { readYourWrites } from '../freshness/read-your-writes.js';
import { searchRegistry } from './queries.js';

/** `GET /rest/registry/search?query=&page=&limit=` → `{ hits, total, page }` (public; banned members are left out). */
export const registryRoutes = (deps: QueryDeps): RouteTable =>
  new RouteTable(deps.access).get(
    '/rest/registry/search',
    {},
    readYourWrites(deps, ['registry']),
    async (req, res) => {
      const params = parseWith(registrySearchSchema, singleValues(req.query));
      const timer = searchDuration.startTimer({ index: 'registry' });
      const answer = await searchRegistry(deps.db, params).finally(timer);
      res.json(answer);
    },
  );

/** `?page=1&page=2` is one value too many: keep strings, let the schema refuse the rest. */
export const singleValues = (query: express.Request['query']): Record<string, unknown> =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));
