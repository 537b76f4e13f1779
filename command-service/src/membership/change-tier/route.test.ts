import { describe, expect, it } from '@jest/globals';
import { userStreamId } from '@academy/domain';
import { commandSpec } from '../../testing/http-spec.js';
import { admins, member } from '../../testing/members.js';

const spec = commandSpec();
const ada = member({ firstName: 'Ada', lastName: 'Lovelace' });
const grace = member({ firstName: 'Grace', lastName: 'Hopper' });
const given = { ...ada.streams, ...grace.streams, ...admins(grace.userID) };
const yearOfFellow = { userID: ada.userID, membershipTier: 'fellow', months: 12, reason: 'Gift' };

describe('POST /rest/membership/change-tier', () => {
  it('when a cancelling member asks for a downgrade, then 409 invalid-transition and nothing more is appended', async () => {
    let downgrade: { status: number; body: unknown } = { status: 0, body: null };
    const res = await spec
      .given(given)
      .when(async (req) => {
        await req.post('/rest/admin/free-orders', yearOfFellow, { as: grace.userID });
        const cancelled = await req.post('/rest/membership/cancel', {}, { as: ada.userID });
        downgrade = await req.post(
          '/rest/membership/change-tier',
          { membershipTier: 'member' },
          { as: ada.userID },
        );
        return cancelled;
      })
      .then({ status: 200 });
    expect(downgrade.status).toBe(409);
    expect(downgrade.body).toMatchObject({ error: 'invalid-transition' });
    expect(res.appended[userStreamId(ada.userID)]!.map((e) => e.type)).toEqual([
      'MembershipActivated',
      'MembershipCancellationScheduled',
    ]);
  });

  it('when a visitor asks for a tier change, then 401 and nothing is appended', async () => {
    await spec
      .given(given)
      .when((req) => req.post('/rest/membership/change-tier', { membershipTier: 'member' }))
      .then({ status: 401, appended: {} });
  });
});
