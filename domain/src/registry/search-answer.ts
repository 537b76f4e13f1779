/** A run of a matched field's text; `match` runs are what the query matched. */
export interface HighlightRun {
  text: string;
  match: boolean;
}

/** One member in `GET /rest/registry/search`: as far as the viewer may see them. */
export interface RegistrySearchHit {
  userID: string;
  firstName: string;
  lastName: string;
  membershipTier: string | null;
  headline?: string;
  expertise?: string[];
  location?: { city: string | null; state: string | null; country: string };
  hasImage?: boolean;
  /** Per matched field, per matched value, its runs. */
  highlights: Record<string, HighlightRun[][]>;
}

/** A facet value with its count among the members matching the query and every other filter. */
export interface RegistrySearchFacetValue {
  value: string;
  count: number;
  /** Organizations (experience, education): the name. */
  name?: string;
}

export const registryFilterKeys = [
  'availability',
  'expertise',
  'membershipTier',
  'experience',
  'education',
  'location',
] as const;
export type RegistryFilterKey = (typeof registryFilterKeys)[number];

/** `GET /rest/registry/search` → this. */
export interface RegistrySearchAnswer {
  hits: RegistrySearchHit[];
  total: number;
  page: number;
  facets: Partial<Record<RegistryFilterKey, RegistrySearchFacetValue[]>>;
}
