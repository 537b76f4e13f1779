import { type Migration } from '@academy/platform';
import { retireProjection, retireTables } from './retired/retire-projection.js';

/** What the read models need in their database before any projection creates its tables. */
export const projectionsMaintenance = {
  migrations: [
    // The search tables' trigram indexes (typos in names).
    { id: 'extensions-1', sql: 'create extension if not exists pg_trgm' },
    // `registry_members`, built on every write and replay, was read by no query: the Registry's
    // search reads the profiles' search tables.
    retireProjection('retired-registry-1', { name: 'registry', tables: ['registry_members'] }),
    // The search collections' facet counts, written with every row, were read by nothing once the
    // readers counted facets in memory from the filter columns.
    retireTables('retired-search-facets-1', ['search_members_facets', 'search_journal_facets']),
  ] as readonly Migration[],
};
