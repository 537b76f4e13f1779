import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  deliveryMigrations,
  migrate,
  openPglite,
  projectionStateMigrations,
  type SqlClient,
} from '@academy/platform';
import { applyOneByOne, resetReadModel } from '../simulation/read-model-rows.js';
import { recordAll } from '../simulation/recorded.js';
import { ordersProjection } from './projection.js';

const userID = '11111111-1111-4111-8111-111111111111';
const checkoutOrder = '22222222-2222-4222-8222-222222222222';
const renewalOrder = '33333333-3333-4333-8333-333333333333';
const money = { userID, tier: 'member', amount: 6000, currency: 'EUR', provider: 'stripe' as const };
const who = { actor: 'provider:stripe', reason: null };

let db: SqlClient;

describe('the orders read model: what kind of order each payment is', () => {
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db, [...projectionStateMigrations, ...deliveryMigrations]);
  });
  afterAll(async () => {
    await db.close();
  });

  it('when a checkout is paid and a later invoice is paid or fails, then the first is a checkout and the invoice a renewal', async () => {
    await resetReadModel(db, ordersProjection);
    await applyOneByOne(
      db,
      ordersProjection,
      recordAll([
        {
          streamId: `order-${checkoutOrder}`,
          type: 'CheckoutStarted',
          data: { orderID: checkoutOrder, ...money, checkoutSessionId: 'cs_1', ...who },
        },
        {
          streamId: `order-${checkoutOrder}`,
          type: 'PaymentSucceeded',
          data: {
            orderID: checkoutOrder,
            ...money,
            paymentReference: 'pi_1',
            subscriptionId: 'sub_1',
            ...who,
          },
        },
        {
          streamId: `order-${renewalOrder}`,
          type: 'PaymentFailed',
          data: { orderID: renewalOrder, ...money, message: 'The renewal payment failed', ...who },
        },
      ]),
    );
    const { rows } = await db.query<{ order_id: string; kind: string; status: string }>(
      'select order_id, kind, status from orders order by order_id',
    );
    expect(rows).toEqual([
      { order_id: checkoutOrder, kind: 'checkout', status: 'paid' },
      { order_id: renewalOrder, kind: 'renewal', status: 'failed' },
    ]);
  });

  it('when an order pays for an activation and another for a renewal, then each covers its period, the renewal from the previous end, whichever stream arrives first', async () => {
    const paid = (orderID: string, kind: 'CheckoutStarted' | 'PaymentSucceeded') => ({
      streamId: `order-${orderID}`,
      type: kind,
      data:
        kind === 'CheckoutStarted'
          ? { orderID, ...money, checkoutSessionId: 'cs_1', ...who }
          : { orderID, ...money, paymentReference: 'pi_1', subscriptionId: 'sub_1', ...who },
    });
    const membership = { userID, tier: 'member', subscriptionId: 'sub_1', ...who };
    const orderStreams = [
      paid(checkoutOrder, 'CheckoutStarted'),
      paid(checkoutOrder, 'PaymentSucceeded'),
      paid(renewalOrder, 'PaymentSucceeded'),
    ];
    const memberStream = [
      {
        streamId: `user-${userID}`,
        type: 'MembershipActivated',
        data: {
          ...membership,
          orderID: checkoutOrder,
          periodStart: '2026-12-01T10:00:00.000Z',
          periodEnd: '2027-12-01T10:00:00.000Z',
          token: false,
        },
      },
      {
        streamId: `user-${userID}`,
        type: 'MembershipRenewed',
        data: { ...membership, orderID: renewalOrder, periodEnd: '2028-12-01T10:00:00.000Z' },
      },
    ];
    // In store order, and as Kafka may deliver them: the member's stream before the orders'.
    for (const events of [
      [orderStreams[0]!, orderStreams[1]!, memberStream[0]!, orderStreams[2]!, memberStream[1]!],
      [...memberStream, ...orderStreams],
    ]) {
      await resetReadModel(db, ordersProjection);
      await applyOneByOne(db, ordersProjection, recordAll(events));
      const { rows } = await db.query<{ order_id: string; period_start: Date; period_end: Date }>(
        `select o.order_id, p.period_start, p.period_end
           from orders o join order_periods p on p.order_id = o.order_id order by o.order_id`,
      );
      expect(rows.map((r) => [r.order_id, r.period_start.toISOString(), r.period_end.toISOString()])).toEqual(
        [
          [checkoutOrder, '2026-12-01T10:00:00.000Z', '2027-12-01T10:00:00.000Z'],
          [renewalOrder, '2027-12-01T10:00:00.000Z', '2028-12-01T10:00:00.000Z'],
        ],
      );
    }
  });
});
