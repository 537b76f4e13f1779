import { type Projection } from '../runner/projection.js';

type OrderEventType =
  | 'CheckoutStarted'
  | 'PaymentSucceeded'
  | 'PaymentFailed'
  | 'PaymentRefunded'
  | 'FreeOrderGranted'
  | 'MembershipActivated'
  | 'MembershipRenewed';

const columns =
  'order_id, user_id, tier, amount, currency, provider, kind, status, months, reason, granted_by, message, refunded, created_at, paid_at, version';

/**
 * Orders and payments, per member: what the payment history (the member's settings, the admin's
 * Payment History tab) and the receipts show. One row per order, idempotent by stream version.
 * `kind`: `checkout` (the member started it), `renewal` (a subscription's invoice: its first event
 * is the payment or its failure), `free` (an admin's free order). The membership's activation or
 * renewal that an order paid for gives it the period it covers (a renewal's starts where the
 * member's previous period ended), in `order_periods`: a row of its own, owned by the member's
 * stream as `orders` rows are by the order's, so that under Kafka either may arrive first
 * (docs/deployment.md, read models that join streams); queries join the two.
 */
export const ordersProjection: Projection<OrderEventType> = {
  name: 'orders',
  codeVersion: 3,
  tables: ['orders', 'order_periods'],
  handles: [
    'CheckoutStarted',
    'PaymentSucceeded',
    'PaymentFailed',
    'PaymentRefunded',
    'FreeOrderGranted',
    'MembershipActivated',
    'MembershipRenewed',
  ],
  async create(tx, table) {
    await tx.exec(`
      create table ${table('orders')} (
        order_id uuid primary key,
        user_id uuid not null,
        tier text not null,
        amount integer not null,
        currency text,
        provider text,
        kind text not null,
        status text not null,
        months integer,
        reason text,
        granted_by text,
        message text,
        refunded integer not null default 0,
        created_at timestamptz not null,
        paid_at timestamptz,
        version integer not null
      );
      create index on ${table('orders')} (user_id, created_at desc);
      create table ${table('order_periods')} (
        order_id uuid primary key,
        user_id uuid not null,
        period_start timestamptz not null,
        period_end timestamptz,
        version integer not null
      );
      create index on ${table('order_periods')} (user_id, period_end);
    `);
  },
  async apply(tx, events, table) {
    const orders = table('orders');
    const periods = table('order_periods');
    for (const event of events) {
      const at = event.metadata.timestamp;
      switch (event.type) {
        case 'CheckoutStarted': {
          const d = event.data;
          await tx.query(
            `insert into ${orders} (${columns})
             values ($1, $2, $3, $4, $5, $6, 'checkout', 'open', null, null, null, null, 0, $7, null, $8)
             on conflict (order_id) do nothing`,
            [d.orderID, d.userID, d.tier, d.amount, d.currency, d.provider, at, event.version],
          );
          break;
        }
        case 'PaymentSucceeded': {
          const d = event.data;
          await tx.query(
            `insert into ${orders} (${columns})
             values ($1, $2, $3, $4, $5, $6, 'renewal', 'paid', null, null, null, null, 0, $7, $7, $8)
             on conflict (order_id) do update set status = 'paid', amount = excluded.amount,
               currency = excluded.currency, paid_at = excluded.paid_at, message = null, version = excluded.version
             where ${orders}.version < excluded.version`,
            [d.orderID, d.userID, d.tier, d.amount, d.currency, d.provider, at, event.version],
          );
          break;
        }
        case 'PaymentFailed': {
          const d = event.data;
          await tx.query(
            `insert into ${orders} (${columns})
             values ($1, $2, $3, $4, $5, $6, 'renewal', 'failed', null, null, null, $7, 0, $8, null, $9)
             on conflict (order_id) do update set status = 'failed', message = excluded.message,
               version = excluded.version
             where ${orders}.version < excluded.version`,
            [d.orderID, d.userID, d.tier, d.amount, d.currency, d.provider, d.message, at, event.version],
          );
          break;
        }
        case 'PaymentRefunded': {
          const d = event.data;
          await tx.query(
            `update ${orders} set refunded = refunded + $2,
               status = case when refunded + $2 >= amount then 'refunded' else status end, version = $3
             where order_id = $1 and version < $3`,
            [d.orderID, d.amount, event.version],
          );
          break;
        }
        case 'FreeOrderGranted': {
          const d = event.data;
          await tx.query(
            `insert into ${orders} (${columns})
             values ($1, $2, $3, 0, null, null, 'free', 'free', $4, $5, $6, null, 0, $7, $7, $8)
             on conflict (order_id) do nothing`,
            [d.orderID, d.userID, d.tier, d.months, d.reason, d.actor, at, event.version],
          );
          break;
        }
        case 'MembershipActivated': {
          const d = event.data;
          if (d.orderID === null) break;
          await tx.query(
            `insert into ${periods} (order_id, user_id, period_start, period_end, version)
             values ($1, $2, $3, $4, $5)
             on conflict (order_id) do update set period_start = excluded.period_start,
               period_end = excluded.period_end, version = excluded.version
             where ${periods}.version < excluded.version`,
            [d.orderID, d.userID, d.periodStart, d.periodEnd, event.version],
          );
          break;
        }
        case 'MembershipRenewed': {
          const d = event.data;
          if (d.orderID === null) break;
          // Starts where the member's previous period ended (their stream's own rows, in order).
          await tx.query(
            `insert into ${periods} (order_id, user_id, period_start, period_end, version)
             values ($1, $2, coalesce(
               (select max(p.period_end) from ${periods} p
                 where p.user_id = $2 and p.order_id <> $1 and p.period_end < $3::timestamptz),
               $4::timestamptz), $3, $5)
             on conflict (order_id) do update set period_start = excluded.period_start,
               period_end = excluded.period_end, version = excluded.version
             where ${periods}.version < excluded.version`,
            [d.orderID, d.userID, d.periodEnd, at, event.version],
          );
          break;
        }
        default: {
          const _never: never = event;
        }
      }
    }
  },
};
