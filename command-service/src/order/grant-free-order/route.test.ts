import { describe, expect, it } from '@jest/globals';
import { addMonths, orderStreamId, userStreamId } from '@academy/domain';
import { commandSpec } from '../../testing/http-spec.js';
import { admins, member, withEvents } from '../../testing/members.js';

const spec = commandSpec();
const ada = member({ firstName: 'Ada', lastName: 'Lovelace' });
const grace = member({ firstName: 'Grace', lastName: 'Hopper' });
const start = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
const fellowUntil = addMonths(start, 12);
const who = { userID: ada.userID, reason: null };

// Ada paid for a Fellow year, then scheduled its cancellation.
const cancellingFellow = {
  ...withEvents(
    ada,
    {
      type: 'MembershipActivated',
      data: {
        ...who,
        actor: 'provider:test',
        tier: 'fellow',
        orderID: '33333333-3333-4333-8333-333333333333',
        subscriptionId: null,
        periodStart: start,
        periodEnd: fellowUntil,
        token: true,
      },
    },
    { type: 'MembershipCancellationScheduled', data: { ...who, actor: 'member', effectiveAt: fellowUntil } },
  ),
  ...grace.streams,
  ...admins(grace.userID),
};

const memberFor3Months = { userID: ada.userID, membershipTier: 'member', months: 3, reason: 'Prize' };

interface Refusal {
  error: string;
  error_msg: string;
  data?: unknown;
}

describe('POST /rest/admin/free-orders over a paid membership', () => {
  it('when a shorter, lower order meets a cancelling Fellow year unconfirmed, then 409 naming what it replaces and nothing is appended', async () => {
    const res = await spec
      .given(cancellingFellow)
      .when((req) => req.post<Refusal>('/rest/admin/free-orders', memberFor3Months, { as: grace.userID }))
      .then({ status: 409, appended: {} });
    expect(res.body.error).toBe('free-order-replaces-membership');
    expect(res.body.error_msg).toMatch(
      /^This makes the member Member until .+ instead of Fellow until .+, and drops the scheduled cancellation\./,
    );
    expect(res.body.data).toMatchObject({
      current: { tier: 'fellow', until: fellowUntil },
      next: { tier: 'member' },
      dropsCancellation: true,
    });
  });

  it('when the admin confirms replacing the Fellow year, then the order is granted and the membership becomes Member', async () => {
    const res = await spec
      .given(cancellingFellow)
      .when((req) =>
        req.post<{ orderID: string }>(
          '/rest/admin/free-orders',
          { ...memberFor3Months, replaces: { tier: 'fellow', until: fellowUntil } },
          { as: grace.userID },
        ),
      )
      .then({ status: 201 });
    expect(res.appended[orderStreamId(res.body.orderID)]?.map((e) => e.type)).toEqual(['FreeOrderGranted']);
    expect(res.appended[userStreamId(ada.userID)]?.map((e) => e.type)).toEqual([
      'MembershipCancellationWithdrawn',
      'MembershipTierChanged',
      'MembershipRenewed',
    ]);
    const { state } = await res.world.deps.access.membership(ada.userID);
    expect(state).toMatchObject({ tier: 'member', status: 'active' });
  });

  it('when the confirmation names a membership Ada does not hold, then 409 and nothing is appended', async () => {
    await spec
      .given(cancellingFellow)
      .when((req) =>
        req.post(
          '/rest/admin/free-orders',
          { ...memberFor3Months, replaces: { tier: 'member', until: fellowUntil } },
          { as: grace.userID },
        ),
      )
      .then({ status: 409, appended: {} });
  });

  it('when the order extends the cancelling Fellow year, then 409 still: it would drop the scheduled cancellation', async () => {
    const res = await spec
      .given(cancellingFellow)
      .when((req) =>
        req.post(
          '/rest/admin/free-orders',
          { ...memberFor3Months, membershipTier: 'fellow', months: 12 },
          { as: grace.userID },
        ),
      )
      .then({ status: 409, appended: {} });
    expect(res.body).toMatchObject({ data: { dropsCancellation: true, next: { tier: 'fellow' } } });
  });
});
