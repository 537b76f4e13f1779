import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '../testing/decider-spec.js';
import { adminID, associate, member, orderA, t0, userID } from '../testing/membership-fixtures.js';
import { orderDecider } from './decider.js';
import { type OrderEvent } from './events.js';

const given = deciderSpec(orderDecider);
const test = { provider: 'test', actor: 'provider:test', reason: null } as const;
const order = { orderID: orderA, userID, tier: 'member', amount: 6000, currency: 'EUR' } as const;

const started: OrderEvent = {
  type: 'CheckoutStarted',
  data: { ...order, ...test, actor: 'member', checkoutSessionId: 'cs_test_1' },
};
const succeeded: OrderEvent = {
  type: 'PaymentSucceeded',
  data: { ...order, ...test, paymentReference: 'pi_1', subscriptionId: null },
};
const failed: OrderEvent = {
  type: 'PaymentFailed',
  data: { ...order, ...test, message: 'Payment declined' },
};
const refunded = (amount: number): OrderEvent => ({
  type: 'PaymentRefunded',
  data: { orderID: orderA, userID, amount, currency: 'EUR', ...test },
});

const start = (tier = member) =>
  ({
    type: 'StartCheckout',
    orderID: orderA,
    userID,
    at: t0,
    actor: 'member',
    tier,
    provider: 'test',
    checkoutSessionId: 'cs_test_1',
  }) as const;
const pay = {
  type: 'RecordPayment',
  ...order,
  ...test,
  at: t0,
  paymentReference: 'pi_1',
  subscriptionId: null,
} as const;
const fail = {
  type: 'RecordPaymentFailure',
  ...order,
  ...test,
  at: t0,
  message: 'Payment declined',
} as const;
const refund = (amountRefunded: number) =>
  ({ type: 'RefundPayment', orderID: orderA, at: t0, actor: 'provider:test', amountRefunded }) as const;
const grant = {
  type: 'GrantFreeOrder',
  orderID: orderA,
  userID,
  at: t0,
  actor: adminID,
  tier: member,
  months: 12,
  reason: 'Prize',
} as const;

describe('order decider', () => {
  it('when a checkout starts for a paid tier, then the order is open with its amount', () => {
    given([]).when(start()).then([started]);
  });

  it('when the order already started, then starting it again is refused', () => {
    given([started]).when(start()).thenThrows('invalid-transition');
  });

  it('when a checkout is started for a free tier, then it is refused', () => {
    given([]).when(start(associate)).thenThrows('invalid-transition');
  });

  it('when the checkout completes, then the payment succeeded', () => {
    given([started]).when(pay).then([succeeded]);
  });

  it('when a second checkout completion arrives for one order, then nothing is appended', () => {
    given([started, succeeded]).when(pay).then([]);
  });

  it('when a payment arrives for an order whose start was not recorded, then it is recorded', () => {
    given([]).when(pay).then([succeeded]);
  });

  it('when the payment is declined, then the order failed with the message', () => {
    given([started]).when(fail).then([failed]);
    given([started, failed]).when(fail).then([]);
  });

  it('when the payment failed and then went through, then the order is paid', () => {
    given([started, failed]).when(pay).then([succeeded]);
  });

  it('when a failure arrives after the payment, then nothing is appended', () => {
    given([started, succeeded]).when(fail).then([]);
  });

  it('when a paid order is refunded in two parts, then each part is recorded once and the order ends refunded', () => {
    given([started, succeeded])
      .when(refund(1000))
      .then([refunded(1000)]);
    given([started, succeeded, refunded(1000)])
      .when(refund(1000))
      .then([]);
    given([started, succeeded, refunded(1000)])
      .when(refund(6000))
      .then([refunded(5000)]);
    const state = [started, succeeded, refunded(1000), refunded(5000)].reduce(
      orderDecider.evolve,
      orderDecider.initialState(),
    );
    expect(state).toMatchObject({ status: 'refunded', refunded: 6000 });
    given([started, succeeded, refunded(1000), refunded(5000)])
      .when(refund(6000))
      .then([]);
  });

  it('when an order that was never paid is refunded, then it is refused', () => {
    given([started]).when(refund(6000)).thenThrows('invalid-transition');
  });

  it('when an admin grants a free order, then it is recorded with the reason and the admin', () => {
    given([])
      .when(grant)
      .then([
        {
          type: 'FreeOrderGranted',
          data: { orderID: orderA, userID, tier: 'member', months: 12, actor: adminID, reason: 'Prize' },
        },
      ]);
  });

  it('when the free order already exists, then granting it again is refused and no payment is taken on it', () => {
    const granted: OrderEvent = {
      type: 'FreeOrderGranted',
      data: { orderID: orderA, userID, tier: 'member', months: null, actor: adminID, reason: 'Prize' },
    };
    given([granted]).when(grant).thenThrows('invalid-transition');
    given([granted]).when(pay).thenThrows('invalid-transition');
  });
});
