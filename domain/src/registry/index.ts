// The registry area's names, as the domain's index offers them.
export {
  registrySearchSchema,
  searchTerms,
  type RegistryHit,
  type RegistrySearchParams,
  type RegistrySearchResult,
} from './schemas.js';
export {
  registryMemberSearchSchema,
  locationFilterSchema,
  registrySorts,
  type RegistryMemberSearch,
  type LocationFilter,
} from './member-search.js';
export {
  registryFilterKeys,
  type RegistryFilterKey,
  type RegistrySearchAnswer,
  type RegistrySearchHit,
  type RegistrySearchFacetValue,
  type HighlightRun,
} from './search-answer.js';
