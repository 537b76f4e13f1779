import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '../testing/decider-spec.js';
import { EXPERTISE_CATALOGUE } from './catalogue.js';
import { expertiseDecider } from './events.js';
import { editDistance, expertiseTagSearchSchema, matchTags, searchTags } from './tag-search.js';
import { normalizeTag } from './tag.js';

const given = deciderSpec(expertiseDecider);
const by = '11111111-1111-4111-8111-111111111111';

describe('expertise catalogue and tags', () => {
  it('when the catalogue is read, then it holds about 300 unique, normalised tags', () => {
    expect(EXPERTISE_CATALOGUE.length).toBeGreaterThanOrEqual(280);
    expect(new Set(EXPERTISE_CATALOGUE).size).toBe(EXPERTISE_CATALOGUE.length);
    expect(EXPERTISE_CATALOGUE.every((t) => t === normalizeTag(t))).toBe(true);
  });

  it('when a new tag is created, then ExpertiseTagCreated; when it exists anywhere, then 409', () => {
    given([])
      .when({ type: 'CreateExpertiseTag', tag: 'origami', by })
      .then([{ type: 'ExpertiseTagCreated', data: { tag: 'origami', by } }]);
    given([{ type: 'ExpertiseTagCreated', data: { tag: 'origami', by } }])
      .when({ type: 'CreateExpertiseTag', tag: 'origami', by })
      .thenThrows('expertise-tag-exists');
    given([])
      .when({ type: 'CreateExpertiseTag', tag: 'machine learning', by })
      .thenThrows('expertise-tag-exists');
  });

  it('when free text is matched, then exact, prefix, word prefix and typo matches come in that order', () => {
    const tags = ['learning theory', 'machine learning', 'machine translation', 'deep learning', 'logic'];
    expect(matchTags(tags, 'Machine')).toEqual(['machine learning', 'machine translation']);
    expect(matchTags(tags, 'learn')).toEqual(['learning theory', 'deep learning', 'machine learning']);
    expect(matchTags(tags, 'machne')).toEqual(['machine learning', 'machine translation']);
    expect(matchTags(tags, 'lgic')).toEqual([]);
    expect(editDistance('machnie', 'machine', 1)).toBe(1);
  });

  it('when tags are paged, then the cursor leads to the next page and ends with null', () => {
    const first = searchTags(
      EXPERTISE_CATALOGUE,
      expertiseTagSearchSchema.parse({ search: 'bio', limit: '3' }),
    );
    expect(first.tags).toHaveLength(3);
    expect(first.page).toBe('3');
    const rest = searchTags(
      EXPERTISE_CATALOGUE,
      expertiseTagSearchSchema.parse({ search: 'bio', page: '3', limit: '100' }),
    );
    expect(rest.page).toBeNull();
    expect(rest.tags).not.toContain(first.tags[0]);
    expect(expertiseTagSearchSchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});
