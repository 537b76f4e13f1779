import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { addMonths, orderStreamId, paymentEventStreamId, userStreamId } from '@academy/domain';
import { commandSpec } from '../../testing/http-spec.js';
import { member } from '../../testing/members.js';
import { type SpecWorld } from '../../testing/http-spec.js';

const spec = commandSpec();

const signUpBody = (membershipTier: string) => ({
  email: `${randomUUID()}@example.org`,
  password: 'a long enough password',
  firstName: 'Ada',
  lastName: 'Lovelace',
  membershipTier,
});

interface SignUpAnswer {
  userID: string;
  position: number;
  checkoutUrl?: string;
}

/** Signs up for a paid tier in a browser and answers it with the order of its checkout. */
const signUpPaid = async (world: SpecWorld, tier = 'member') => {
  const browser = await world.browser();
  const answer = await browser.post<SignUpAnswer>('/rest/signup', signUpBody(tier));
  const orderID = /^\/checkout\/test\/([0-9a-f-]{36})$/.exec(answer.body.checkoutUrl ?? '')?.[1];
  if (!orderID) throw new Error(`no test checkout in ${JSON.stringify(answer.body)}`);
  return { browser, answer, orderID, userID: answer.body.userID };
};

describe('sign-up with a paid tier and the built-in test checkout', () => {
  it('when a visitor signs up for member, then 201 with a test checkout URL, the checkout and the chosen tier are recorded, and the session holds no tier yet', async () => {
    let session: unknown;
    let orderID = '';
    const res = await spec
      .given()
      .when(async (world) => {
        const started = await signUpPaid(world);
        orderID = started.orderID;
        session = (await started.browser.get('/rest/user/session')).body;
        return started.answer;
      })
      .then({ status: 201 });
    const { userID } = res.body as unknown as SignUpAnswer;
    expect(res.body).toEqual({
      userID,
      position: expect.any(Number),
      checkoutUrl: `/checkout/test/${orderID}`,
    });
    expect(res.appended[orderStreamId(orderID)]).toEqual([
      {
        type: 'CheckoutStarted',
        data: expect.objectContaining({
          orderID,
          userID,
          tier: 'member',
          amount: 6000,
          currency: 'EUR',
          provider: 'test',
        }),
      },
    ]);
    // The checkout made the member's customer at the provider: every later checkout reuses it.
    expect(res.appended[userStreamId(userID)]!.map((e) => e.type)).toEqual([
      'UserRegistered',
      'MembershipCustomerLinked',
      'MembershipChosen',
    ]);
    expect(res.appended[userStreamId(userID)]![0]!.data).toMatchObject({ membershipTier: null });
    expect(session).toEqual({ session: 'signed-in', membershipTier: null });
  });

  it('when Pay is pressed, then the payment goes through the webhook handler, the membership is active for a year, and the session says member; pressed again, nothing more is appended', async () => {
    let session: unknown;
    let again: unknown;
    let ids = { orderID: '', userID: '' };
    let before = 0;
    const res = await spec
      .given()
      .when(async (world) => {
        const started = await signUpPaid(world);
        ids = started;
        const paid = await started.browser.post(`/rest/checkout/test/${started.orderID}/pay`, {});
        session = (await started.browser.get('/rest/user/session')).body;
        before = (await world.deps.store.readStream(userStreamId(started.userID), 1)).length;
        again = (await started.browser.post(`/rest/checkout/test/${started.orderID}/pay`, {})).body;
        return paid;
      })
      .then({ status: 200 });
    expect(res.body).toEqual({ status: 'paid', position: expect.any(Number) });
    const { orderID, userID } = ids;
    expect(res.appended[orderStreamId(orderID)]!.map((e) => e.type)).toEqual([
      'CheckoutStarted',
      'PaymentSucceeded',
    ]);
    const activated = res.appended[userStreamId(userID)]!.find((e) => e.type === 'MembershipActivated');
    const { periodStart } = activated!.data as { periodStart: string };
    expect(activated!.data).toMatchObject({
      tier: 'member',
      orderID,
      actor: 'provider:test',
      periodEnd: addMonths(periodStart, 12),
      token: true,
    });
    expect(
      Object.keys(res.appended).filter((s) => s.startsWith(paymentEventStreamId('test', ''))),
    ).toHaveLength(1);
    expect(session).toEqual({ session: 'signed-in', membershipTier: 'member' });
    expect(again).toMatchObject({ status: 'paid' });
    expect(await res.world.deps.store.readStream(userStreamId(userID), 1)).toHaveLength(before);
  });

  it('when Decline is pressed, then the order failed with "Payment failed" and the member holds no tier', async () => {
    let session: unknown;
    let orderID = '';
    const res = await spec
      .given()
      .when(async (world) => {
        const started = await signUpPaid(world);
        orderID = started.orderID;
        const declined = await started.browser.post(`/rest/checkout/test/${orderID}/decline`, {});
        session = (await started.browser.get('/rest/user/session')).body;
        return declined;
      })
      .then({ status: 200 });
    expect(res.body).toEqual({ status: 'failed', message: 'Payment failed', position: expect.any(Number) });
    expect(res.appended[orderStreamId(orderID)]!.at(-1)).toMatchObject({
      type: 'PaymentFailed',
      data: { message: 'Payment failed', actor: 'provider:test' },
    });
    expect(session).toEqual({ session: 'signed-in', membershipTier: null });
  });

  it("when someone presses Pay on another member's order, then 404 and nothing is appended", async () => {
    const other = member();
    let orderID = '';
    const res = await spec
      .given(other.streams)
      .when(async (world) => {
        orderID = (await signUpPaid(world)).orderID;
        return world.post(`/rest/checkout/test/${orderID}/pay`, {}, { as: other.userID });
      })
      .then({ status: 404 });
    expect(res.appended[orderStreamId(orderID)]).toHaveLength(1);
  });

  it('when the tier is not in the catalogue, then 400 validation-failed naming membershipTier and nothing is appended', async () => {
    const res = await spec
      .given()
      .when((world) => world.post('/rest/signup', signUpBody('platinum')))
      .then({ status: 400, appended: {} });
    expect(res.body).toMatchObject({
      error: 'validation-failed',
      fields: [{ path: 'membershipTier', message: 'There is no membership tier platinum' }],
    });
  });

  it('when a visitor signs up for the free associate tier, then it is active at once with no checkout', async () => {
    const res = await spec
      .given()
      .when((world) => world.post('/rest/signup', signUpBody('associate')))
      .then({ status: 201 });
    const { userID } = res.body as unknown as SignUpAnswer;
    expect(res.body).not.toHaveProperty('checkoutUrl');
    expect(res.appended[userStreamId(userID)]).toEqual([
      expect.objectContaining({ type: 'UserRegistered' }),
      {
        type: 'MembershipActivated',
        data: expect.objectContaining({ tier: 'associate', orderID: null, periodEnd: null, actor: 'member' }),
      },
    ]);
  });
});
