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

  it('when an order pays for an activation and another for a renewal, then each covers its period, the renewal from the previous end', async () => {
    await resetReadModel(db, ordersProjection);
    const paid = (orderID: string, kind: 'CheckoutStarted' | 'PaymentSucceeded') => ({
      streamId: `order-${orderID}`,
      type: kind,
      data:
        kind === 'CheckoutStarted'
          ? { orderID, ...money, checkoutSessionId: 'cs_1', ...who }
          : { orderID, ...money, paymentReference: 'pi_1', subscriptionId: 'sub_1', ...who },
    });
    const membership = { userID, tier: 'member', subscriptionId: 'sub_1', ...who };
    await applyOneByOne(
      db,
      ordersProjection,
      recordAll([
        paid(checkoutOrder, 'CheckoutStarted'),
        paid(checkoutOrder, 'PaymentSucceeded'),
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
        paid(renewalOrder, 'PaymentSucceeded'),
        {
          streamId: `user-${userID}`,
          type: 'MembershipRenewed',
          data: { ...membership, orderID: renewalOrder, periodEnd: '2028-12-01T10:00:00.000Z' },
        },
      ]),
    );
    const { rows } = await db.query<{ order_id: string; period_start: Date; period_end: Date }>(
      'select order_id, period_start, period_end from orders order by order_id',
    );
    expect(rows.map((r) => [r.order_id, r.period_start.toISOString(), r.period_end.toISOString()])).toEqual([
      [checkoutOrder, '2026-12-01T10:00:00.000Z', '2027-12-01T10:00:00.000Z'],
      [renewalOrder, '2027-12-01T10:00:00.000Z', '2028-12-01T10:00:00.000Z'],
    ]);
  });
});
