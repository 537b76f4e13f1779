import { describe, expect, it } from '@jest/globals';
import { type PublicationVersionSummary } from '@academy/domain';
import { formatDate, isRemoved, pickVersion, publishYear } from './publication';

const pub = (version: number): PublicationVersionSummary => ({
  id: `p-${version}`,
  pubNum: 12,
  version,
  publishDate: 1_700_000_000,
  publishYear: 2023,
  removalNote: null,
  removalDate: null,
});

describe('publications', () => {
  it('when the removal note is non-empty, then the publication counts as removed', () => {
    expect(isRemoved({ removalNote: 'Duplicate submission' })).toBe(true);
    expect(isRemoved({ removalNote: '  ' })).toBe(false);
    expect(isRemoved({ removalNote: null })).toBe(false);
  });

  it('when the publish date is in seconds, then the year is derived from it', () => {
    expect(publishYear(pub(1))).toBe(2023);
    expect(formatDate(1_700_000_000)).toBe('14 November 2023');
  });

  it('when no version is asked, then the latest is picked; otherwise the one asked', () => {
    const list = [pub(1), pub(3), pub(2)];
    expect(pickVersion(list)?.version).toBe(3);
    expect(pickVersion(list, 2)?.version).toBe(2);
    expect(pickVersion(list, 9)).toBeUndefined();
  });
});
