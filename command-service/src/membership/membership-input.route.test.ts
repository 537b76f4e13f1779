import { describe, expect, it } from '@jest/globals';
import { orderStreamId, userStreamId } from '@academy/domain';
import { commandSpec } from '../testing/http-spec.js';
import { admins, member } from '../testing/members.js';

const spec = commandSpec();
const ada = member({ firstName: 'Ada', lastName: 'Lovelace' });
const grace = member({ firstName: 'Grace', lastName: 'Hopper' });
const given = { ...ada.streams, ...grace.streams, ...admins(grace.userID) };

interface ErrorBody {
  error: string;
  error_msg: string;
  fields?: { path: string; message: string }[];
}

describe('membership endpoints: bad input', () => {
  it.each([
    ['/rest/membership/checkout', {}, 'membershipTier'],
    ['/rest/membership/checkout', { membershipTier: 'Not A Tier!' }, 'membershipTier'],
    ['/rest/membership/checkout', { membershipTier: 'platinum' }, 'membershipTier'],
    ['/rest/membership/change-tier', { membershipTier: 42 }, 'membershipTier'],
    ['/rest/membership/cancel', { reason: '' }, 'reason'],
    ['/rest/membership/cancel/withdraw', { extra: true }, 'extra'],
  ])(
    'when %s gets %j, then 400 validation-failed naming %s and nothing is appended',
    async (path, body, field) => {
      const res = await spec
        .given(given)
        .when((req) => req.post<ErrorBody>(path, body, { as: ada.userID }))
        .then({ status: 400, appended: {} });
      expect(res.body.error).toBe('validation-failed');
      expect(res.body.fields?.map((f) => f.path).join(' ')).toContain(field);
    },
  );

  it.each([
    [{ membershipTier: 'fellow', months: 12, reason: 'Prize' }, 'userID'],
    [{ userID: ada.userID, membershipTier: 'fellow', months: 37, reason: 'Prize' }, 'months'],
    [{ userID: ada.userID, membershipTier: 'fellow', months: 0, reason: 'Prize' }, 'months'],
    [{ userID: ada.userID, membershipTier: 'fellow', months: 12, reason: '  ' }, 'reason'],
    [{ userID: ada.userID, membershipTier: 'gold', months: 12, reason: 'Prize' }, 'membershipTier'],
  ])(
    'when a free order gets %j, then 400 validation-failed naming %s and nothing is appended',
    async (body, field) => {
      const res = await spec
        .given(given)
        .when((req) => req.post<ErrorBody>('/rest/admin/free-orders', body, { as: grace.userID }))
        .then({ status: 400, appended: {} });
      expect(res.body.error).toBe('validation-failed');
      expect(res.body.fields?.map((f) => f.path)).toContain(field);
    },
  );
});

describe('membership endpoints', () => {
  it('when an admin grants a free Fellow order with no end, then FreeOrderGranted with the admin and reason, and the membership is active', async () => {
    const res = await spec
      .given(given)
      .when((req) =>
        req.post<{ orderID: string; position: number }>(
          '/rest/admin/free-orders',
          { userID: ada.userID, membershipTier: 'fellow', months: null, reason: 'Founding member' },
          { as: grace.userID },
        ),
      )
      .then({ status: 201 });
    const { orderID } = res.body;
    expect(res.appended[orderStreamId(orderID)]).toEqual([
      {
        type: 'FreeOrderGranted',
        data: {
          orderID,
          userID: ada.userID,
          tier: 'fellow',
          months: null,
          actor: grace.userID,
          reason: 'Founding member',
        },
      },
    ]);
    expect(res.appended[userStreamId(ada.userID)]).toEqual([
      {
        type: 'MembershipActivated',
        data: expect.objectContaining({
          tier: 'fellow',
          orderID,
          periodEnd: null,
          actor: grace.userID,
          reason: 'Founding member',
        }),
      },
    ]);
    expect((await res.world.deps.access.of(ada.userID)).membershipTier).toBe('fellow');
  });

  it('when a free order names a user who does not exist, then 404 and nothing is appended', async () => {
    await spec
      .given(given)
      .when((req) =>
        req.post(
          '/rest/admin/free-orders',
          {
            userID: '99999999-9999-4999-8999-999999999999',
            membershipTier: 'fellow',
            months: 3,
            reason: 'x',
          },
          { as: grace.userID },
        ),
      )
      .then({ status: 404, appended: {} });
  });

  it('when a member with a yearly membership cancels, then it is cancelling until the period end; withdrawing makes it active again', async () => {
    let withdrawn: unknown;
    const res = await spec
      .given(given)
      .when(async (req) => {
        await req.post(
          '/rest/admin/free-orders',
          { userID: ada.userID, membershipTier: 'member', months: 12, reason: 'Gift' },
          { as: grace.userID },
        );
        const cancelled = await req.post(
          '/rest/membership/cancel',
          { reason: 'Moving abroad' },
          { as: ada.userID },
        );
        withdrawn = (await req.post('/rest/membership/cancel/withdraw', {}, { as: ada.userID })).status;
        return cancelled;
      })
      .then({ status: 200 });
    const types = res.appended[userStreamId(ada.userID)]!.map((e) => e.type);
    expect(types).toEqual([
      'MembershipActivated',
      'MembershipCancellationScheduled',
      'MembershipCancellationWithdrawn',
    ]);
    expect(res.appended[userStreamId(ada.userID)]![1]!.data).toMatchObject({
      reason: 'Moving abroad',
      actor: 'member',
    });
    expect(withdrawn).toBe(200);
  });

  it('when a member without a membership cancels, then 409 invalid-transition and nothing is appended', async () => {
    const res = await spec
      .given(given)
      .when((req) => req.post<ErrorBody>('/rest/membership/cancel', {}, { as: ada.userID }))
      .then({ status: 409, appended: {} });
    expect(res.body.error).toBe('invalid-transition');
  });

  it('when a Fellow downgrades to Member, then the change waits for the period end; choosing Fellow again withdraws it', async () => {
    let again: { status: number; body: unknown } = { status: 0, body: null };
    const res = await spec
      .given(given)
      .when(async (req) => {
        await req.post(
          '/rest/admin/free-orders',
          { userID: ada.userID, membershipTier: 'fellow', months: 12, reason: 'Gift' },
          { as: grace.userID },
        );
        const down = await req.post(
          '/rest/membership/change-tier',
          { membershipTier: 'member' },
          { as: ada.userID },
        );
        again = await req.post(
          '/rest/membership/change-tier',
          { membershipTier: 'fellow' },
          { as: ada.userID },
        );
        return down;
      })
      .then({ status: 200 });
    expect(res.body).toMatchObject({ effective: 'period-end' });
    expect(res.appended[userStreamId(ada.userID)]![1]).toMatchObject({
      type: 'MembershipTierChanged',
      data: { fromTier: 'fellow', toTier: 'member', effective: 'period-end' },
    });
    // Choosing the current tier again withdraws the pending downgrade.
    expect(again.status).toBe(200);
    expect(res.appended[userStreamId(ada.userID)]).toHaveLength(3);
  });
});
