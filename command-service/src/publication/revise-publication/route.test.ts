import { describe, expect, it } from '@jest/globals';
import { publicationStreamId } from '@academy/domain';
import { commandSpec } from '../../testing/http-spec.js';
import { retryAfterKill, type RetriedAfterKill } from '../../testing/killed-claim.js';
import { member } from '../../testing/members.js';
import { multipart, submission, submittedBy, tinyPdf } from '../publication-spec-support.js';

const spec = commandSpec();
const path = '/rest/journal/publications/1/versions';

describe('POST /rest/journal/publications/{pubNum}/versions', () => {
  it('when the author revises with a change note, then 201 with version 2 and the revision is recorded', async () => {
    const ada = member({ membershipTier: 'member' });
    await spec
      .given({ ...ada.streams, [publicationStreamId(1)]: [submittedBy(ada.userID)] })
      .when((req) =>
        req.post(
          path,
          { ...submission(ada.userID, { title: 'On the Shape of Tiny Things' }), changeNote: 'Tinier' },
          { as: ada.userID },
        ),
      )
      .then({
        status: 201,
        body: { pubNum: 1, version: 2, position: expect.any(Number) },
        appended: {
          [publicationStreamId(1)]: [
            {
              type: 'PublicationRevised',
              data: expect.objectContaining({
                version: 2,
                title: 'On the Shape of Tiny Things',
                changeNote: 'Tinier',
              }),
            },
          ],
        },
      });
  });

  it('when the author revises with a body of 200,000 characters, then 201 with version 2', async () => {
    const ada = member({ membershipTier: 'member' });
    await spec
      .given({ ...ada.streams, [publicationStreamId(1)]: [submittedBy(ada.userID)] })
      .when((req) =>
        req.post(
          path,
          { ...submission(ada.userID, { body: 'é'.repeat(200_000) }), changeNote: 'Longer' },
          { as: ada.userID },
        ),
      )
      .then({ status: 201, body: { pubNum: 1, version: 2, position: expect.any(Number) } });
  });

  it('when the author revises with a new PDF as multipart, then the version holds it', async () => {
    const ada = member({ membershipTier: 'member' });
    const { body, headers } = await multipart(
      { ...submission(ada.userID), changeNote: 'PDF added' },
      tinyPdf('v2'),
    );
    const res = await spec
      .given({ ...ada.streams, [publicationStreamId(1)]: [submittedBy(ada.userID)] })
      .when((req) => req.post(path, body, { as: ada.userID, headers }))
      .then({ status: 201, body: { pubNum: 1, version: 2, position: expect.any(Number) } });
    expect(res.recorded[0]!.data).toMatchObject({ pdf: { size: tinyPdf('v2').length } });
  });

  it('when someone else revises, then 403 and nothing is appended', async () => {
    const ada = member({ membershipTier: 'member' });
    const eve = member({ membershipTier: 'member' });
    await spec
      .given({ ...ada.streams, ...eve.streams, [publicationStreamId(1)]: [submittedBy(ada.userID)] })
      .when((req) =>
        req.post(path, { ...submission(eve.userID), changeNote: 'Mine now' }, { as: eve.userID }),
      )
      .then({ status: 403, body: expect.objectContaining({ error: 'forbidden' }), appended: {} });
  });

  it('when the publication is removed, then 409 removal-note with the note and nothing is appended', async () => {
    const ada = member({ membershipTier: 'member' });
    await spec
      .given({
        ...ada.streams,
        [publicationStreamId(1)]: [
          submittedBy(ada.userID),
          {
            type: 'PublicationRemoved',
            data: { pubNum: 1, note: 'Plagiarism found', removalDate: 1_772_800_000, by: 'operator:spec' },
          },
        ],
      })
      .when((req) => req.post(path, { ...submission(ada.userID), changeNote: 'Again' }, { as: ada.userID }))
      .then({
        status: 409,
        body: expect.objectContaining({
          error: 'removal-note',
          error_msg: 'Plagiarism found',
          data: { removalNote: 'Plagiarism found', removalDate: 1_772_800_000 },
        }),
        appended: {},
      });
  });

  it('when the change note is missing, then 400 naming changeNote and nothing is appended', async () => {
    const ada = member({ membershipTier: 'member' });
    await spec
      .given({ ...ada.streams, [publicationStreamId(1)]: [submittedBy(ada.userID)] })
      .when((req) => req.post(path, submission(ada.userID), { as: ada.userID }))
      .then({
        status: 400,
        body: expect.objectContaining({ fields: [expect.objectContaining({ path: 'changeNote' })] }),
        appended: {},
      });
  });

  it('when the publication does not exist, then 404', async () => {
    const ada = member({ membershipTier: 'member' });
    await spec
      .given(ada.streams)
      .when((req) => req.post(path, { ...submission(ada.userID), changeNote: 'x' }, { as: ada.userID }))
      .then({ status: 404, appended: {} });
  });

  it('when its process died after the revision was recorded (the claim stale, no answer kept), then a retry with the key answers 201 with the same version and appends nothing', async () => {
    const ada = member({ membershipTier: 'member' });
    let taken: RetriedAfterKill<{ version: number }> | undefined;
    await spec
      .given({ ...ada.streams, [publicationStreamId(1)]: [submittedBy(ada.userID)] })
      .when(async (req) => {
        taken = await retryAfterKill(req, (headers) =>
          req.post(
            path,
            { ...submission(ada.userID, { title: 'Revised once' }), changeNote: 'Once' },
            { as: ada.userID, headers },
          ),
        );
        return taken.retry;
      })
      .then({ status: 201, body: { pubNum: 1, version: 2, position: expect.any(Number) } });
    expect(taken!.retry.body).toEqual(taken!.first.body);
    expect(taken!.appendedByRetry).toBe(0);
  });
});
