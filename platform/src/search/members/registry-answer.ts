import {
  type RegistrySearchAnswer,
  type RegistrySearchFacetValue,
  type RegistrySearchHit,
} from '@academy/domain';
import { type FacetCounts, type FieldValue, type SearchAnswer } from '../port.js';

const str = (v: FieldValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

/** The wire answer of the Registry: hits as far as the viewer may see them, organization names resolved. */
export const registryAnswer = (
  answer: SearchAnswer,
  organizationNames: ReadonlyMap<string, string>,
): RegistrySearchAnswer => ({
  hits: answer.hits.map(({ id, fields, highlights }) => {
    const hit: RegistrySearchHit = {
      userID: id,
      firstName: str(fields.firstName) ?? '',
      lastName: str(fields.lastName) ?? '',
      membershipTier: str(fields.membershipTier) ?? null,
      highlights,
    };
    const headline = str(fields.headline);
    if (headline) hit.headline = headline;
    if (Array.isArray(fields.expertise)) hit.expertise = [...(fields.expertise as string[])];
    const country = str(fields.country);
    if (country) hit.location = { city: str(fields.city) ?? null, state: str(fields.state) ?? null, country };
    if (typeof fields.hasImage === 'boolean') hit.hasImage = fields.hasImage;
    return hit;
  }),
  total: answer.total,
  page: answer.page,
  facets: resolveFacets(answer.facets, organizationNames),
});

const resolveFacets = (
  facets: FacetCounts,
  names: ReadonlyMap<string, string>,
): Record<string, RegistrySearchFacetValue[]> =>
  Object.fromEntries(
    Object.entries(facets).map(([facet, values]) => [
      facet,
      values.map(({ value, count }) => {
        if (facet === 'location') return { value: value.toUpperCase(), count };
        if (facet === 'experience' || facet === 'education')
          return { value, count, name: names.get(value) ?? value };
        return { value, count };
      }),
    ]),
  );

/** The organization ids a page of facets names (to resolve in one read). */
export const facetOrganizationIDs = (facets: FacetCounts): string[] => [
  ...new Set([...(facets.experience ?? []), ...(facets.education ?? [])].map((v) => v.value)),
];
