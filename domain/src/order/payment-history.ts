import { type OrderStatus } from './decider.js';

/** An order as the payment history and the receipt show it: a row of the `orders` read model. */
export interface OrderRow {
  orderID: string;
  userID: string;
  tier: string;
  /** Minor units; 0 for a free order. */
  amount: number;
  currency: string | null;
  provider: string | null;
  /** A checkout the member started, a subscription's automatic renewal, or an admin's free order. */
  kind: 'checkout' | 'renewal' | 'free';
  status: Exclude<OrderStatus, 'none'>;
  months: number | null;
  reason: string | null;
  grantedBy: string | null;
  message: string | null;
  refunded: number;
  createdAt: string;
  paidAt: string | null;
  /** The membership period the order paid for (its activation or renewal); null until then, or without an end. */
  periodStart: string | null;
  periodEnd: string | null;
}

/**
 * An order as answered, with its tier's name: `GET /rest/membership/orders/{orderID}`, and each
 * item of `GET /rest/membership/payments` and `GET /rest/admin/users/{userID}/payments`.
 */
export interface Payment extends OrderRow {
  tierName: string;
}

/** `GET /rest/membership/orders/{orderID}`: the order, and the name of the member it is for (the receipt). */
export interface OrderAnswer extends Payment {
  memberName: string;
}

/** `GET /rest/membership/payments` and `GET /rest/admin/users/{userID}/payments`: newest first. */
export interface PaymentsAnswer {
  payments: Payment[];
}

/** An order's number as members and admins read it, the same everywhere: its id's first 8 characters, upper case. */
export const shortOrderNumber = (orderID: string): string => orderID.slice(0, 8).toUpperCase();
