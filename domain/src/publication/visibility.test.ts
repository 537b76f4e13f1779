import { describe, expect, it } from '@jest/globals';
import { march2026, removed, submitted } from '../testing/publication-fixtures.js';
import { foldPublication, type Publication } from './state.js';
import { isDetailView, viewPublicationVersion } from './visibility.js';

const publication = (removedToo: boolean): Publication => {
  const state = foldPublication(removedToo ? [submitted(7), removed('Plagiarism found')] : [submitted(7)]);
  if (state.status !== 'published') throw new Error('expected a publication');
  return state;
};

describe('what a viewer sees of a version', () => {
  it('when the publication is not removed, then a visitor sees the whole version and null removal fields', () => {
    const p = publication(false);
    const view = viewPublicationVersion(p.versions[0]!, p.removal, { admin: false });
    expect(view).toMatchObject({
      id: '7.1',
      pubNum: 7,
      version: 1,
      publishYear: 2026,
      removalNote: null,
      removalDate: null,
    });
    expect(isDetailView(view) && view.title).toBe('On the Shape of Small Things');
  });

  it('when it is removed, then a non-admin gets only numbers, dates and the removal fields', () => {
    const p = publication(true);
    const view = viewPublicationVersion(p.versions[0]!, p.removal, { admin: false });
    expect(view).toEqual({
      id: '7.1',
      pubNum: 7,
      version: 1,
      publishDate: march2026,
      publishYear: 2026,
      removalNote: 'Plagiarism found',
      removalDate: march2026 + 30 * 86_400,
    });
    expect(JSON.stringify(view)).not.toMatch(/Shape|Lovelace|shape|mathematics/);
  });

  it('when it is removed, then an admin sees the content and the removal fields', () => {
    const p = publication(true);
    const view = viewPublicationVersion(p.versions[0]!, p.removal, { admin: true });
    expect(isDetailView(view)).toBe(true);
    expect(view).toMatchObject({ title: 'On the Shape of Small Things', removalNote: 'Plagiarism found' });
  });
});
