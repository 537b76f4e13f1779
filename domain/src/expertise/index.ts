// The expertise area's names, as the domain's index offers them.
export { EXPERTISE_CATALOGUE, isCatalogueTag } from './catalogue.js';
export {
  expertiseTagSchema,
  createExpertiseTagSchema,
  normalizeTag,
  TAG_MAX_LENGTH,
  type CreateExpertiseTagInput,
} from './tag.js';
export {
  expertiseEventSchemas,
  expertiseDecider,
  EXPERTISE_TAGS_STREAM,
  type ExpertiseEvent,
  type ExpertiseCommand,
  type ExpertiseState,
} from './events.js';
export {
  matchTags,
  searchTags,
  tagMatchRank,
  matchesWordStart,
  editDistance,
  typosAllowed,
  expertiseTagSearchSchema,
  type ExpertiseTagSearch,
  type ExpertiseTagPage,
  type CreatedExpertiseTag,
} from './tag-search.js';
