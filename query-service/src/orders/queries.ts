import { type OrderRow } from '@academy/domain';
import { type SqlExecutor } from '@academy/platform';

const select = `select o.order_id, o.user_id, tier, amount, currency, provider, kind, status, months, reason,
  granted_by, message, refunded, created_at, paid_at, p.period_start, p.period_end
  from orders o left join order_periods p on p.order_id = o.order_id`;

interface Row {
  order_id: string;
  user_id: string;
  tier: string;
  amount: number;
  currency: string | null;
  provider: string | null;
  kind: OrderRow['kind'];
  status: OrderRow['status'];
  months: number | null;
  reason: string | null;
  granted_by: string | null;
  message: string | null;
  refunded: number;
  created_at: string | Date;
  paid_at: string | Date | null;
  period_start: string | Date | null;
  period_end: string | Date | null;
}

const iso = (value: string | Date): string => new Date(value).toISOString();

const toOrder = (r: Row): OrderRow => ({
  orderID: r.order_id,
  userID: r.user_id,
  tier: r.tier,
  amount: Number(r.amount),
  currency: r.currency,
  provider: r.provider,
  kind: r.kind,
  status: r.status,
  months: r.months,
  reason: r.reason,
  grantedBy: r.granted_by,
  message: r.message,
  refunded: Number(r.refunded),
  createdAt: iso(r.created_at),
  paidAt: r.paid_at === null ? null : iso(r.paid_at),
  periodStart: r.period_start === null ? null : iso(r.period_start),
  periodEnd: r.period_end === null ? null : iso(r.period_end),
});

/** A member's orders and payments, newest first (at most 200). */
export const ordersOf = async (db: SqlExecutor, userID: string): Promise<OrderRow[]> => {
  const { rows } = await db.query<Row>(
    `${select} where o.user_id = $1 order by created_at desc, o.order_id limit 200`,
    [userID],
  );
  return rows.map(toOrder);
};

export const findOrder = async (db: SqlExecutor, orderID: string): Promise<OrderRow | undefined> => {
  const { rows } = await db.query<Row>(`${select} where o.order_id = $1`, [orderID]);
  return rows[0] ? toOrder(rows[0]) : undefined;
};
