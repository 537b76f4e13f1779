import { type JournalSearchQueryInput } from '@academy/domain';
import { type FacetCounts, type FacetRequest, type Filter, type SearchQuery } from '@academy/platform';

export const JOURNAL_PAGE_SIZE = 20;

/** Each facet's top 20 values, and its chosen value counted even outside them. */
const facet = (name: string, field: string, chosen: string | undefined): FacetRequest => ({
  name,
  field,
  limit: 20,
  ...(chosen !== undefined ? { include: [chosen] } : {}),
});

/** The port's query for `GET /rest/journal/search`: removed publications for admins only. */
export const journalSearchQuery = (
  input: JournalSearchQueryInput,
  viewer: { signedIn: boolean; admin: boolean },
): SearchQuery => {
  const year = input.year === undefined ? undefined : String(input.year);
  const filters: Filter[] = [];
  if (!viewer.admin) filters.push({ name: 'removed', anyOf: [{ removed: false }] });
  if (year !== undefined) filters.push({ name: 'year', anyOf: [{ publishYear: year }] });
  if (input.keyword !== undefined) filters.push({ name: 'keyword', anyOf: [{ keywords: input.keyword }] });
  if (input.author !== undefined) filters.push({ name: 'author', anyOf: [{ authorNames: input.author }] });
  return {
    audience: viewer.signedIn ? 'members' : 'public',
    text: input.query,
    filters,
    page: input.page,
    limit: JOURNAL_PAGE_SIZE,
    facets: [
      facet('year', 'publishYear', year),
      facet('keyword', 'keywords', input.keyword),
      facet('author', 'authorNames', input.author),
    ],
  };
};
/** Years read in order, newest first (the counts decide which years, not their order). */
export const yearsNewestFirst = (facets: FacetCounts): FacetCounts =>
  facets.year
    ? { ...facets, year: [...facets.year].sort((a, b) => Number(b.value) - Number(a.value)) }
    : facets;
