import {
  isCatalogueTag,
  matchTags,
  normalizeTag,
  type RegistryMemberSearch,
  type Viewer,
} from '@academy/domain';
import { type Condition, type FacetRequest, type Filter, type SearchQuery } from '../port.js';

export const TOP_EXPERTISE_TAGS = 20;
/** Every facet shows its 20 most frequent values (Meilisearch's maxValuesPerFacet). */
export const TOP_FACET_VALUES = 20;

/** Every filter has a facet of the same name; `location` counts countries. */
export const registryFacets: readonly FacetRequest[] = [
  { name: 'availability', field: 'availability', limit: TOP_FACET_VALUES },
  { name: 'expertise', field: 'expertise', limit: TOP_EXPERTISE_TAGS },
  { name: 'membershipTier', field: 'membershipTier', limit: TOP_FACET_VALUES },
  { name: 'experience', field: 'experience', limit: TOP_FACET_VALUES },
  { name: 'education', field: 'education', limit: TOP_FACET_VALUES },
  { name: 'location', field: 'country', limit: TOP_FACET_VALUES },
];

/**
 * `expertise` given once and not a known tag is free text: it stands for the known tags it reaches
 * by prefix or typo (none: nobody matches). Otherwise the values are chosen tags, matched exactly.
 */
export const expertiseTags = (
  values: readonly string[],
  knownTags: Iterable<string>,
  isKnown: (tag: string) => boolean,
): string[] => {
  const tags = values.map(normalizeTag);
  if (tags.length === 1 && !isKnown(tags[0]!)) return matchTags(knownTags, tags[0]!);
  return tags;
};

const withChosen = (facet: FacetRequest, values: readonly string[] | undefined): FacetRequest =>
  values?.length ? { ...facet, include: values } : facet;

const oneField = (name: string, values: readonly string[]): Filter => ({
  name,
  anyOf: values.map((v) => ({ [name]: v })),
});

/**
 * The port's query for `GET /rest/registry/search`: visitors search public data, signed-in members
 * (and admins) members data. Values of a filter OR, filters AND; facets for every filter.
 */
export const registrySearchQuery = (
  params: RegistryMemberSearch,
  viewer: Viewer,
  knownTags: readonly string[],
  { facets = true }: { facets?: boolean } = {},
): SearchQuery => {
  const known = new Set(knownTags);
  const filters: Filter[] = [];
  // The chosen values each facet counts even outside its top values (a rare value stays counted).
  const chosen: Record<string, readonly string[]> = {
    availability: params.availability,
    membershipTier: params.membershipTier,
    experience: params.experience,
    education: params.education,
    location: params.location.flatMap((l) => (l.country && !l.city && !l.state ? [l.country] : [])),
  };
  if (params.availability.length) filters.push(oneField('availability', params.availability));
  if (params.expertise.length) {
    const tags = expertiseTags(params.expertise, known, (t) => known.has(t) || isCatalogueTag(t));
    filters.push(oneField('expertise', tags));
    chosen.expertise = params.expertise.map(normalizeTag).filter((t) => tags.includes(t));
  }
  if (params.membershipTier.length) filters.push(oneField('membershipTier', params.membershipTier));
  if (params.experience.length) filters.push(oneField('experience', params.experience));
  if (params.education.length) filters.push(oneField('education', params.education));
  if (params.location.length) {
    filters.push({
      name: 'location',
      anyOf: params.location.map((l) => {
        const condition: Record<string, string> = {};
        if (l.city) condition.city = l.city;
        if (l.state) condition.state = l.state;
        if (l.country) condition.country = l.country;
        return condition as Condition;
      }),
    });
  }
  return {
    audience: viewer.kind === 'visitor' ? 'public' : 'members',
    text: params.query,
    filters,
    sort: params.sort ?? (params.query.trim() ? 'relevance' : 'name'),
    page: params.page,
    limit: params.limit,
    ...(facets ? { facets: registryFacets.map((f) => withChosen(f, chosen[f.name])) } : {}),
  };
};
