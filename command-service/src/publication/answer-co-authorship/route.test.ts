import { describe, expect, it } from '@jest/globals';
import { publicationStreamId, type NewEvent } from '@academy/domain';
import { commandSpec } from '../../testing/http-spec.js';
import { member, type SpecMember } from '../../testing/members.js';
import { submission, submittedBy } from '../publication-spec-support.js';

const spec = commandSpec();
const base = '/rest/journal/publications/1/co-authorship';

const invited = (userID: string, by: string): NewEvent => ({
  type: 'CoAuthorInvited',
  data: { pubNum: 1, userID, version: 1, invitedBy: by },
});
/** An answer as recorded: `at` from the clock (any number when expected, 1 when given). */
const answered = (type: string, userID: string, at: unknown = expect.any(Number)): NewEvent => ({
  type,
  data: { pubNum: 1, userID, at },
});
const given = (ada: SpecMember, bea: SpecMember, history: NewEvent[], others: SpecMember[] = []) =>
  spec.given({
    ...ada.streams,
    ...bea.streams,
    ...Object.assign({}, ...others.map((m) => m.streams)),
    [publicationStreamId(1)]: [submittedBy(ada.userID), ...history],
  });

describe('co-authors by consent: the submission invites', () => {
  it('when a member submits naming another member, then version 1 and one invitation of that member are recorded', async () => {
    const ada = member({ membershipTier: 'member' });
    const bea = member();
    const authors = [
      { name: 'Ada Lovelace', userID: ada.userID },
      { name: 'Totally Different Name', userID: bea.userID },
    ];
    await spec
      .given({ ...ada.streams, ...bea.streams })
      .when((req) =>
        req.post('/rest/journal/publications', submission(ada.userID, { authors }), { as: ada.userID }),
      )
      .then({
        status: 201,
        appended: {
          'publication-numbers': [
            { type: 'PublicationNumberReserved', data: expect.objectContaining({ pubNum: 1 }) },
          ],
          [publicationStreamId(1)]: [
            { type: 'PublicationSubmitted', data: expect.objectContaining({ pubNum: 1, version: 1 }) },
            {
              type: 'CoAuthorInvited',
              data: { pubNum: 1, userID: bea.userID, version: 1, invitedBy: ada.userID },
            },
          ],
        },
      });
  });
});

describe('POST /rest/journal/publications/{pubNum}/co-authorship/accept and /decline, DELETE …/co-authorship', () => {
  it('when the invited member accepts, then 200 and their acceptance is recorded', async () => {
    const [ada, bea] = [member({ membershipTier: 'member' }), member()];
    await given(ada, bea, [invited(bea.userID, ada.userID)])
      .when((req) => req.post(`${base}/accept`, {}, { as: bea.userID }))
      .then({
        status: 200,
        body: { position: expect.any(Number) },
        appended: { [publicationStreamId(1)]: [answered('CoAuthorshipAccepted', bea.userID)] },
      });
  });

  it('when the invited member declines, then 200 and their refusal is recorded', async () => {
    const [ada, bea] = [member({ membershipTier: 'member' }), member()];
    await given(ada, bea, [invited(bea.userID, ada.userID)])
      .when((req) => req.post(`${base}/decline`, {}, { as: bea.userID }))
      .then({
        status: 200,
        appended: { [publicationStreamId(1)]: [answered('CoAuthorshipDeclined', bea.userID)] },
      });
  });

  it('when an accepted co-author withdraws, then 200 and the withdrawal is recorded', async () => {
    const [ada, bea] = [member({ membershipTier: 'member' }), member()];
    await given(ada, bea, [invited(bea.userID, ada.userID), answered('CoAuthorshipAccepted', bea.userID, 1)])
      .when((req) => req.delete(base, { as: bea.userID }))
      .then({
        status: 200,
        appended: { [publicationStreamId(1)]: [answered('CoAuthorshipWithdrawn', bea.userID)] },
      });
  });

  it('when another member (the submitter too) accepts someone else’s invitation, then 403 forbidden and nothing is appended', async () => {
    const [ada, bea, cy] = [member({ membershipTier: 'member' }), member(), member()];
    for (const as of [ada.userID, cy.userID]) {
      await given(ada, bea, [invited(bea.userID, ada.userID)], [cy])
        .when((req) => req.post(`${base}/accept`, {}, { as }))
        .then({ status: 403, body: expect.objectContaining({ error: 'forbidden' }), appended: {} });
    }
  });

  it('when the invitation was declined already, then accepting is 409 invalid-transition and nothing is appended', async () => {
    const [ada, bea] = [member({ membershipTier: 'member' }), member()];
    await given(ada, bea, [invited(bea.userID, ada.userID), answered('CoAuthorshipDeclined', bea.userID, 1)])
      .when((req) => req.post(`${base}/accept`, {}, { as: bea.userID }))
      .then({ status: 409, body: expect.objectContaining({ error: 'invalid-transition' }), appended: {} });
  });

  it('when a pending invitee withdraws, then 409 and nothing is appended', async () => {
    const [ada, bea] = [member({ membershipTier: 'member' }), member()];
    await given(ada, bea, [invited(bea.userID, ada.userID)])
      .when((req) => req.delete(base, { as: bea.userID }))
      .then({ status: 409, body: expect.objectContaining({ error: 'invalid-transition' }), appended: {} });
  });

  it('when a visitor accepts, then 401 and nothing is appended; an unknown publication is 404', async () => {
    const [ada, bea] = [member({ membershipTier: 'member' }), member()];
    await given(ada, bea, [invited(bea.userID, ada.userID)])
      .when((req) => req.post(`${base}/accept`, {}))
      .then({ status: 401, appended: {} });
    await given(ada, bea, [])
      .when((req) => req.post('/rest/journal/publications/9/co-authorship/accept', {}, { as: bea.userID }))
      .then({ status: 404, body: expect.objectContaining({ error: 'not-found' }), appended: {} });
  });
});
