import { registryFilterKeys, registryMemberSearchSchema, type RegistryFilterKey } from '@academy/domain';
import { countryName } from '../../components/country/country-names';

export const sortOptions = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'name', label: 'Name' },
  { value: 'newest', label: 'Newest' },
] as const;

export const filterLabels: Record<RegistryFilterKey, string> = {
  availability: 'Availability',
  expertise: 'Expertise',
  membershipTier: 'Membership tier',
  experience: 'Experience',
  education: 'Education',
  location: 'Country',
};

export interface RegistrySearchState {
  query: string;
  page: number;
  sort: string | null;
  filters: Record<RegistryFilterKey, string[]>;
}

const pageFrom = (value: string | null): number => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
};

/** A value the API would refuse (an unknown availability, a malformed id) is left out, never sent. */
const isKnownValue = (key: RegistryFilterKey, value: string): boolean =>
  value.trim() !== '' && registryMemberSearchSchema.shape[key].safeParse([value]).success;

/** The search as the address holds it: every filter a repeated key, `location` JSON objects. */
export const searchStateOf = (params: URLSearchParams): RegistrySearchState => ({
  query: (params.get('query') ?? '').trim(),
  page: pageFrom(params.get('page')),
  sort: params.get('sort'),
  filters: Object.fromEntries(
    registryFilterKeys.map((key) => [key, params.getAll(key).filter((v) => isKnownValue(key, v))]),
  ) as Record<RegistryFilterKey, string[]>,
});

/** A facet's value as the `location` filter writes it: `{"country":"FR"}`. */
export const filterValueOf = (key: RegistryFilterKey, facetValue: string): string =>
  key === 'location' ? JSON.stringify({ country: facetValue }) : facetValue;

/** What a facet's value reads as beside its checkbox: a country by name, an id by the name given. */
export const facetLabel = (
  key: RegistryFilterKey,
  facet: { value: string; name?: string | undefined },
  names: ReadonlyMap<string, string>,
): string =>
  key === 'location' ? countryName(facet.value) : (names.get(facet.value) ?? facet.name ?? facet.value);

/** What a filter value reads as on a chip. */
export const readableValue = (key: RegistryFilterKey, value: string, names: ReadonlyMap<string, string>) => {
  if (key === 'location') {
    try {
      const l = JSON.parse(value) as { city?: string; state?: string; country?: string };
      return [l.city, l.state, l.country && countryName(l.country)].filter(Boolean).join(', ');
    } catch {
      return value;
    }
  }
  return names.get(value) ?? value;
};

/** The address after toggling one filter value (back to the first page). */
export const toggled = (params: URLSearchParams, key: RegistryFilterKey, value: string): URLSearchParams => {
  const next = new URLSearchParams(params);
  const values = next.getAll(key);
  next.delete(key);
  const kept = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  for (const v of kept) next.append(key, v);
  next.delete('page');
  return next;
};

/** The address without any filter (the query and the sort stay). */
export const withoutFilters = (params: URLSearchParams): URLSearchParams => {
  const next = new URLSearchParams(params);
  for (const key of registryFilterKeys) next.delete(key);
  next.delete('page');
  return next;
};

/** The API's parameters: the address's, with the page size. */
export const apiSearchOf = (params: URLSearchParams, limit: number): string => {
  const next = new URLSearchParams();
  const state = searchStateOf(params);
  if (state.query) next.set('query', state.query);
  for (const key of registryFilterKeys) for (const v of state.filters[key]) next.append(key, v);
  if (state.sort && sortOptions.some((o) => o.value === state.sort)) next.set('sort', state.sort);
  next.set('page', String(state.page));
  next.set('limit', String(limit));
  return next.toString();
};

/** The address with these filters in place of its own (back to the first page; the query and sort stay). */
export const withFilters = (
  params: URLSearchParams,
  filters: Record<RegistryFilterKey, readonly string[]>,
): URLSearchParams => {
  const next = withoutFilters(params);
  for (const key of registryFilterKeys) for (const v of filters[key]) next.append(key, v);
  return next;
};
