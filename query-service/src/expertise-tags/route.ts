import { expertiseTagSearchSchema, parseWith, searchTags } from '@academy/domain';
import { RouteTable } from '@academy/platform';
import { type QueryDeps } from '../deps.js';
import { readYourWrites } from '../freshness/read-your-writes.js';
import { singleValues } from '../registry/route.js';
import { knownExpertiseTags } from './queries.js';

/**
 * `GET /rest/expertise/tags?search=&page=&limit=20` → `{ tags, page }`: the search lowercased,
 * exact, then prefix, then word prefix, then typo-tolerant; `page` the next cursor or null.
 */
export const expertiseTagsRoutes = (deps: QueryDeps): RouteTable =>
  new RouteTable(deps.access).get(
    '/rest/expertise/tags',
    {},
    readYourWrites(deps, ['expertise-tags']),
    async (req, res) => {
      const params = parseWith(expertiseTagSearchSchema, singleValues(req.query));
      res.json(searchTags(await knownExpertiseTags(deps.db), params));
    },
  );
