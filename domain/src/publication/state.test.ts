import { describe, expect, it } from '@jest/globals';
import { author, march2026, removed, restored, revised, submitted } from '../testing/publication-fixtures.js';
import { type PublicationEvent } from './events.js';
import {
  foldPublication,
  isRemoved,
  latestVersion,
  publicationAsOf,
  publishYearOf,
  versionOf,
} from './state.js';

const at = (event: PublicationEvent, recordedAt: string) => ({ ...event, recordedAt });

describe('publication fold', () => {
  it('when submitted and revised twice, then three versions are held, oldest first, with their change notes', () => {
    const state = foldPublication([submitted(7), revised(2, { title: 'T2' }), revised(3, { title: 'T3' })]);
    if (state.status !== 'published') throw new Error('expected a publication');
    expect(state.versions.map((v) => [v.version, v.title, v.changeNote])).toEqual([
      [1, 'On the Shape of Small Things', null],
      [2, 'T2', 'Version 2'],
      [3, 'T3', 'Version 3'],
    ]);
    expect(latestVersion(state).version).toBe(3);
    expect(versionOf(state, 2)?.title).toBe('T2');
    expect(versionOf(state, 4)).toBeUndefined();
    expect(state.submittedBy).toBe(author);
  });

  it('when a version is folded, then its authors come out of personal and publishYear is derived in UTC', () => {
    const state = foldPublication([submitted(7)]);
    if (state.status !== 'published') throw new Error('expected a publication');
    expect(state.versions[0]?.authors[0]).toEqual({ name: 'Ada Lovelace', userID: author });
    expect(state.versions[0]?.publishYear).toBe(2026);
    expect(publishYearOf(Date.UTC(2025, 11, 31, 23, 59, 59) / 1000)).toBe(2025);
    expect(publishYearOf(Date.UTC(2026, 0, 1, 0, 0, 0) / 1000)).toBe(2026);
  });

  it('when removed then restored, then it counts as removed in between only', () => {
    expect(isRemoved(foldPublication([submitted(7)]))).toBe(false);
    expect(isRemoved(foldPublication([submitted(7), removed('Why')]))).toBe(true);
    expect(isRemoved(foldPublication([submitted(7), removed('Why'), restored()]))).toBe(false);
  });

  it('when events arrive for a publication never submitted, then the state stays empty', () => {
    expect(foldPublication([revised(2), removed(), restored()])).toEqual({ status: 'none' });
  });
});

describe('publication as of an instant', () => {
  const history = [
    at(submitted(7), '2026-03-05T12:00:00.000Z'),
    at(revised(2, { title: 'T2' }), '2026-03-07T12:00:00.000Z'),
    at(removed('Withdrawn by the editors'), '2026-04-04T12:00:00.000Z'),
    at(restored(), '2026-04-14T12:00:00.000Z'),
  ];

  it('when asked before the submission, then there is no publication', () => {
    expect(publicationAsOf(history, '2026-03-01T00:00:00.000Z')).toEqual({ status: 'none' });
  });

  it('when asked between the revision and the removal, then the latest version is 2 and it is not removed', () => {
    const state = publicationAsOf(history, '2026-03-20T00:00:00.000Z');
    if (state.status !== 'published') throw new Error('expected a publication');
    expect(latestVersion(state).title).toBe('T2');
    expect(isRemoved(state)).toBe(false);
  });

  it('when asked at the instant of the removal, then it is removed with its note; after the restore, not', () => {
    const during = publicationAsOf(history, '2026-04-04T12:00:00.000Z');
    expect(isRemoved(during)).toBe(true);
    expect(during.status === 'published' && during.removal?.note).toBe('Withdrawn by the editors');
    expect(isRemoved(publicationAsOf(history, '2026-05-01T00:00:00.000Z'))).toBe(false);
  });

  it('when two versions are one day apart, then each keeps its own publish date', () => {
    const state = foldPublication([submitted(7), revised(2)]);
    if (state.status !== 'published') throw new Error('expected a publication');
    expect(state.versions.map((v) => v.publishDate)).toEqual([march2026, march2026 + 2 * 86_400]);
  });
});
