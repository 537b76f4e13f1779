import { describe, expect, it } from '@jest/globals';
import { userStreamId } from '@academy/domain';
import { commandSpec } from '../../testing/http-spec.js';
import { admins, member } from '../../testing/members.js';

const spec = commandSpec();
const ada = member({ firstName: 'Ada', lastName: 'Lovelace' });
const grace = member({ firstName: 'Grace', lastName: 'Hopper' });
const given = { ...ada.streams, ...grace.streams, ...admins(grace.userID) };
const yearOfFellow = { userID: ada.userID, membershipTier: 'fellow', months: 12, reason: 'Gift' };

describe('POST /rest/membership/change-tier/withdraw', () => {
  it('when a Fellow withdraws a scheduled downgrade, then nothing is pending and Fellow is kept', async () => {
    const res = await spec
      .given(given)
      .when(async (req) => {
        await req.post('/rest/admin/free-orders', yearOfFellow, { as: grace.userID });
        await req.post('/rest/membership/change-tier', { membershipTier: 'associate' }, { as: ada.userID });
        return req.post('/rest/membership/change-tier/withdraw', {}, { as: ada.userID });
      })
      .then({ status: 200 });
    const changes = res.appended[userStreamId(ada.userID)]!.filter((e) => e.type === 'MembershipTierChanged');
    expect(changes.map((e) => (e.data as { toTier: string }).toTier)).toEqual(['associate', 'fellow']);
    const { state } = await res.world.deps.access.membership(ada.userID);
    expect(state.pendingTier).toBeNull();
    expect(state.tier).toBe('fellow');
  });

  it('when a member with nothing pending withdraws, then 200 and no tier change is appended', async () => {
    const res = await spec
      .given(given)
      .when(async (req) => {
        await req.post('/rest/admin/free-orders', yearOfFellow, { as: grace.userID });
        return req.post('/rest/membership/change-tier/withdraw', {}, { as: ada.userID });
      })
      .then({ status: 200 });
    expect(res.appended[userStreamId(ada.userID)]!.map((e) => e.type)).toEqual(['MembershipActivated']);
    const { state } = await res.world.deps.access.membership(ada.userID);
    expect(state.tier).toBe('fellow');
  });

  it('when a member without a running membership withdraws, then 409 invalid-transition and nothing is appended', async () => {
    const res = await spec
      .given(given)
      .when((req) => req.post('/rest/membership/change-tier/withdraw', {}, { as: ada.userID }))
      .then({ status: 409, appended: {} });
    expect(res.body).toMatchObject({ error: 'invalid-transition' });
  });

  it('when a visitor withdraws a tier change, then 401', async () => {
    await spec
      .given(given)
      .when((req) => req.post('/rest/membership/change-tier/withdraw', {}))
      .then({ status: 401, appended: {} });
  });
});
