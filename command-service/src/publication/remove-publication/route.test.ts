import { describe, expect, it } from '@jest/globals';
import { publicationStreamId } from '@academy/domain';
import { commandSpec } from '../../testing/http-spec.js';
import { admins, member } from '../../testing/members.js';
import { submittedBy } from '../publication-spec-support.js';

const spec = commandSpec();
const path = '/rest/admin/journal/publications/1/removal';

describe('POST and DELETE /rest/admin/journal/publications/{pubNum}/removal', () => {
  it('when an admin removes with a note, then 200 and the removal is recorded with the note, date and admin', async () => {
    const ada = member({ membershipTier: 'member' });
    const grace = member();
    await spec
      .given({
        ...ada.streams,
        ...grace.streams,
        ...admins(grace.userID),
        [publicationStreamId(1)]: [submittedBy(ada.userID)],
      })
      .when((req) => req.post(path, { note: 'Plagiarism found' }, { as: grace.userID }))
      .then({
        status: 200,
        body: { position: expect.any(Number) },
        appended: {
          [publicationStreamId(1)]: [
            {
              type: 'PublicationRemoved',
              data: {
                pubNum: 1,
                note: 'Plagiarism found',
                removalDate: expect.any(Number),
                by: grace.userID,
              },
            },
          ],
        },
      });
  });

  it('when an admin restores a removed publication, then 200 and the restore is recorded', async () => {
    const ada = member({ membershipTier: 'member' });
    const grace = member();
    await spec
      .given({
        ...ada.streams,
        ...grace.streams,
        ...admins(grace.userID),
        [publicationStreamId(1)]: [
          submittedBy(ada.userID),
          { type: 'PublicationRemoved', data: { pubNum: 1, note: 'x', removalDate: 1, by: grace.userID } },
        ],
      })
      .when((req) => req.delete(path, { as: grace.userID }))
      .then({
        status: 200,
        body: { position: expect.any(Number) },
        appended: {
          [publicationStreamId(1)]: [
            {
              type: 'PublicationRestored',
              data: { pubNum: 1, restoreDate: expect.any(Number), by: grace.userID },
            },
          ],
        },
      });
  });

  it.each([
    ['empty', ''],
    ['over 2,000 characters', 'x'.repeat(2001)],
  ])('when the note is %s, then 400 naming note and nothing is appended', async (_case, note) => {
    const ada = member({ membershipTier: 'member' });
    const grace = member();
    await spec
      .given({
        ...ada.streams,
        ...grace.streams,
        ...admins(grace.userID),
        [publicationStreamId(1)]: [submittedBy(ada.userID)],
      })
      .when((req) => req.post(path, { note }, { as: grace.userID }))
      .then({
        status: 400,
        body: expect.objectContaining({ fields: [expect.objectContaining({ path: 'note' })] }),
        appended: {},
      });
  });

  it('when a member who is not an admin removes, then 403 and nothing is appended', async () => {
    const ada = member({ membershipTier: 'member' });
    await spec
      .given({ ...ada.streams, [publicationStreamId(1)]: [submittedBy(ada.userID)] })
      .when((req) => req.post(path, { note: 'Mine' }, { as: ada.userID }))
      .then({ status: 403, appended: {} });
  });

  it('when the publication does not exist, then 404', async () => {
    const grace = member();
    await spec
      .given({ ...grace.streams, ...admins(grace.userID) })
      .when((req) =>
        req.post('/rest/admin/journal/publications/9/removal', { note: 'x' }, { as: grace.userID }),
      )
      .then({ status: 404, appended: {} });
  });
});
