import { parseWith, registryMemberSearchSchema } from '@academy/domain';
import {
  facetOrganizationIDs,
  membersCollection,
  postgresSearch,
  queryTerms,
  registryFacets,
  registryAnswer,
  registrySearchQuery,
  RouteTable,
  searchDuration,
  type SearchIndexReader,
} from '@academy/platform';
import type express from 'express';
import { type QueryDeps } from '../deps.js';
import { knownExpertiseTags } from '../expertise-tags/queries.js';
import { byViewerKind } from '../cache/audience.js';
import { cachedRead } from '../cache/cached-read.js';
import { organizationNames } from '../organizations/queries.js';
import { viewerOf } from '../viewer/viewer.js';
import { recordSearchMisses } from './record-misses.js';

const members = postgresSearch(membersCollection);
const emptyFacets = Object.fromEntries(registryFacets.map((f) => [f.name, []]));

/**
 * `GET /rest/registry/search` with `query`, the filters as repeated keys (`availability`,
 * `expertise`, `membershipTier`, `experience`, `education`, `location` as JSON objects), `sort`,
 * `page`, `limit` → `{ hits, total, page, facets }`. Visitors search public data, members members
 * data; opted-out and banned members are never found. Facets are disjunctive. A text that found
 * nobody on the first page is counted (`deps.searchMisses`; record-misses.ts), cached answers too.
 */
export const registryRoutes = (deps: QueryDeps): RouteTable => {
  const reader: SearchIndexReader = deps.search ?? members.reader(deps.db);
  return new RouteTable(deps.access).get(
    '/rest/registry/search',
    {},
    recordSearchMisses(deps.searchMisses),
    // The hits, the known expertise tags and the organizations' names.
    cachedRead(deps, {
      projections: [...(deps.searchProjections ?? ['profiles']), 'expertise-tags', 'organizations'],
      audience: byViewerKind,
    }),
    async (req, res) => {
      const params = parseWith(registryMemberSearchSchema, req.query);
      if (params.query.trim() && queryTerms(params.query).length === 0) {
        // Only punctuation: nothing can match it (it is not the empty query, which lists everyone).
        res.json({ hits: [], total: 0, page: params.page, facets: emptyFacets });
        return;
      }
      const tags = deps.readCache
        ? await deps.readCache.perPosition('expertise-tags', ['expertise-tags'], () =>
            knownExpertiseTags(deps.db),
          )
        : await knownExpertiseTags(deps.db);
      const query = registrySearchQuery(params, viewerOf(req), tags);
      const timer = searchDuration.startTimer({ index: 'registry' });
      const answer = await reader.search(query).finally(timer);
      const names = await organizationNames(deps.db, facetOrganizationIDs(answer.facets));
      res.json(registryAnswer(answer, names));
    },
  );
};

/** `?page=1&page=2` is one value too many: keep strings, let the schema refuse the rest. */
export const singleValues = (query: express.Request['query']): Record<string, unknown> =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));
