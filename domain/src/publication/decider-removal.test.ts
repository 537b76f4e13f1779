import { describe, it } from '@jest/globals';
import { deciderSpec } from '../testing/decider-spec.js';
import { admin, march2026, removed, restored, submitted } from '../testing/publication-fixtures.js';
import { publicationDecider } from './decider.js';

const given = deciderSpec(publicationDecider);

describe('publication decider: removal and restore', () => {
  it('when an admin removes a publication, then the note, date and admin are recorded', () => {
    given([submitted(7)])
      .when({
        type: 'RemovePublication',
        pubNum: 7,
        note: 'Plagiarism found',
        by: admin,
        removalDate: march2026 + 30 * 86_400,
      })
      .then([removed('Plagiarism found')]);
  });

  it('when it is removed again with the same note, then nothing is appended; a new note is recorded', () => {
    const remove = (note: string) => ({
      type: 'RemovePublication' as const,
      pubNum: 7,
      note,
      by: admin,
      removalDate: march2026 + 30 * 86_400,
    });
    given([submitted(7), removed('Plagiarism found')])
      .when(remove('Plagiarism found'))
      .then([]);
    given([submitted(7), removed('Plagiarism found')])
      .when(remove('Copyright claim'))
      .then([removed('Copyright claim')]);
  });

  it('when a publication that does not exist is removed or restored, then it is not found', () => {
    given([])
      .when({ type: 'RemovePublication', pubNum: 7, note: 'x', by: admin, removalDate: 1 })
      .thenThrows('not-found');
    given([])
      .when({ type: 'RestorePublication', pubNum: 7, by: admin, restoreDate: 1 })
      .thenThrows('not-found');
  });

  it('when an admin restores a removed publication, then the restore is recorded; restoring again appends nothing', () => {
    const restore = {
      type: 'RestorePublication' as const,
      pubNum: 7,
      by: admin,
      restoreDate: march2026 + 40 * 86_400,
    };
    given([submitted(7), removed()])
      .when(restore)
      .then([restored()]);
    given([submitted(7), removed(), restored()])
      .when(restore)
      .then([]);
    given([submitted(7)])
      .when(restore)
      .then([]);
  });
});
